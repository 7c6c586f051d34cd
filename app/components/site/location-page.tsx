import type { ReactNode } from 'react';
import { formatDriveMinutes, formatKilometres, type LocationPageContent } from '../../content/locations.ts';
import { LOCATION_IMAGES, LOCATION_MAP_IMAGES } from '../../content/media.ts';
import { BOOKING_PATH } from '../../content/navigation.ts';
import { MapPinIcon, ParkingIcon, RoadIcon } from '../layout/icons.tsx';
import { LazyMap } from '../ui/lazy-map.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { CardGrid } from './card-grid.tsx';
import { FeatureAccordion } from './feature-accordion.tsx';
import { HeroLink, PageHero } from './page-hero.tsx';
import { PageSection } from './page-section.tsx';
import { RevealOnScroll } from './reveal-on-scroll.tsx';
import { ShuntingBanner } from './shunting-banner.tsx';

/** As on the original site: pages other than the service pages fade in over 400 ms, ease. */
const ANIMATION = 'fade-up';

/** One yard's page, drawn from its content: facts, its own sections, the map and the banner. */
export function LocationPage({ content }: { content: LocationPageContent }) {
  const place = `our ${content.area} yard`;
  return (
    <>
      <PageHero
        eyebrow={`Parking location · ${content.area}`}
        title={content.name}
        heading={content.intro}
        image={LOCATION_IMAGES[content.slug]}
      >
        <HeroLink to={BOOKING_PATH}>Book a spot online</HeroLink>
      </PageHero>

      <PageSection heading="At a glance">
        <RevealOnScroll animation={ANIMATION}>
          <LocationFacts content={content} />
        </RevealOnScroll>
      </PageSection>

      {content.features ? (
        <PageSection heading="Yard features" tone="tinted">
          <RevealOnScroll animation={ANIMATION}>
            <FeatureAccordion items={content.features} />
          </RevealOnScroll>
        </PageSection>
      ) : null}
      {content.benefits ? (
        <PageSection heading="Who we serve" intro="Businesses of every kind keep their vehicles with us." tone="tinted">
          <CardGrid cards={content.benefits} animation={ANIMATION} />
        </PageSection>
      ) : null}
      {content.whyUs ? (
        <PageSection heading="Why choose us">
          <CardGrid cards={content.whyUs} animation={ANIMATION} />
        </PageSection>
      ) : null}
      {content.points ? (
        <PageSection heading="Why drivers choose this yard" tone="tinted">
          <CardGrid cards={content.points} animation={ANIMATION} />
        </PageSection>
      ) : null}

      <PageSection heading="Find the yard">
        <p className="mt-4 flex items-start gap-2 text-lg">
          <MapPinIcon className="mt-1 size-5 shrink-0 text-gold-700" />
          <span>
            {content.name}, {content.area}, Ontario
          </span>
        </p>
        <RevealOnScroll animation={ANIMATION} className="mt-6 grid gap-6 md:grid-cols-2">
          <figure>
            <ResponsiveImage
              image={LOCATION_MAP_IMAGES[content.slug]}
              sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
              className="h-auto w-full rounded-lg border border-navy-100"
            />
            <figcaption className="mt-2 text-sm text-slate-600">Drawn map of the yard’s surroundings.</figcaption>
          </figure>
          <LazyMap
            title={`Map of ${place} at ${content.name}`}
            label={place}
            latitude={content.geo.latitude}
            longitude={content.geo.longitude}
          />
        </RevealOnScroll>
      </PageSection>

      <ShuntingBanner />
    </>
  );
}

/** Capacity, nearby intersections and highway distances: the facts a driver checks first. */
function LocationFacts({ content }: { content: LocationPageContent }) {
  return (
    <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {content.capacity ? (
        <Fact icon={<ParkingIcon className="size-5" />} term="Capacity">
          <span className="text-2xl font-extrabold">{content.capacity.count}</span> {content.capacity.unit}
        </Fact>
      ) : null}
      <Fact icon={<MapPinIcon className="size-5" />} term="Also near">
        <ul>
          {content.alsoNear.map((intersection) => (
            <li key={intersection}>{intersection}</li>
          ))}
        </ul>
      </Fact>
      {content.highways.map((distance) => (
        <Fact key={distance.highway} icon={<RoadIcon className="size-5" />} term={`To ${distance.highway}`}>
          <span className="text-2xl font-extrabold">{formatKilometres(distance.kilometres)}</span>
          <span className="block text-slate-700">{formatDriveMinutes(distance.minutes)} drive</span>
        </Fact>
      ))}
    </dl>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  // A <dl> may hold only dt/dd groups (in a div): the icon therefore lives inside the term.
  return (
    <div className="rounded-lg border border-navy-100 bg-navy-50 p-5">
      <dt className="flex items-center gap-3 text-sm font-semibold tracking-wider text-navy-700 uppercase">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-gold-400"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-3 text-lg text-navy-900">{children}</dd>
    </div>
  );
}
