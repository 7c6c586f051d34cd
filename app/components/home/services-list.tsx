import { Link } from 'react-router';
import { SERVICE_IMAGES } from '../../content/media.ts';
import { SERVICE_SUMMARIES, servicePath, type ServiceSlug } from '../../content/services.ts';
import { ArrowRightIcon } from '../layout/icons.tsx';
import { PageSection } from '../site/page-section.tsx';
import { RevealOnScroll } from '../site/reveal-on-scroll.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';

/** One line per service card: what the carrier gets. */
const SERVICE_CARD_TEXT: Record<ServiceSlug, string> = {
  YardManagement: 'We run your yard: parking, scheduling, inventory, security and upkeep, with one point of contact.',
  parking: 'Fenced, gated, lit and camera-watched spots for trucks, trailers and equipment, open 24/7.',
  'trailer-care': 'Maintenance plans, repairs and inspections for your trailers, in the shop or in the yard.',
  'truck-Mechanic': 'Diagnostics, brakes, inspections, oil changes and tires, done where your truck is parked.',
  'mobile-wash': 'Exterior wash and interior detailing in your yard, with eco-friendly products.',
};

/** Five cards, one per service, each linking to its page. */
export function ServicesList() {
  return (
    <PageSection
      heading="Our services"
      intro="Everything your trucks and trailers need between loads, at the yard where they park."
    >
      <RevealOnScroll>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICE_SUMMARIES.map((service) => (
            <li key={service.slug}>
              <Link
                to={servicePath(service.slug)}
                className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-navy-100 transition-shadow hover:shadow-xl"
              >
                <ResponsiveImage
                  image={SERVICE_IMAGES[service.slug]}
                  alt=""
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-video w-full bg-navy-100 object-cover"
                />
                <span className="flex flex-1 flex-col p-5">
                  <span className="text-xl font-bold text-navy-900 group-hover:underline">{service.menuLabel}</span>
                  <span className="mt-2 flex-1 text-slate-700">{SERVICE_CARD_TEXT[service.slug]}</span>
                  <span className="mt-4 inline-flex items-center gap-1 font-semibold text-navy-700">
                    Learn more <ArrowRightIcon />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </RevealOnScroll>
    </PageSection>
  );
}
