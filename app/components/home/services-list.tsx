import { Link } from 'react-router';
import { SERVICE_IMAGES } from '../../content/media.ts';
import { SERVICE_SUMMARIES, servicePath } from '../../content/services.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { ArrowRightIcon } from '../layout/icons.tsx';
import { PageSection } from '../site/page-section.tsx';
import { RevealOnScroll } from '../site/reveal-on-scroll.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';

/** Five cards, one per service, each linking to its page. */
export function ServicesList() {
  const { language, t, path } = useI18n();
  return (
    <PageSection heading={t('site.home.servicesHeading')} intro={t('site.home.servicesIntro')}>
      <RevealOnScroll>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICE_SUMMARIES[language].map((service) => (
            <li key={service.slug}>
              <Link
                to={path(servicePath(service.slug))}
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
                  <span className="mt-2 flex-1 text-slate-700">{service.cardText}</span>
                  <span className="mt-4 inline-flex items-center gap-1 font-semibold text-navy-700">
                    {t('site.learnMore')} <ArrowRightIcon />
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
