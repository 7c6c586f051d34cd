import type { ReactNode } from 'react';
import type { LocationPageContent } from '../../content/locations.ts';
import { LOCATION_IMAGES, LOCATION_MAP_IMAGES } from '../../content/media.ts';
import { BOOKING_PATH } from '../../content/navigation.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { MapPinIcon, ParkingIcon, RoadIcon } from '../layout/icons.tsx';
import { LazyMap } from '../ui/lazy-map.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { CardGrid } from './card-grid.tsx';
import { FeatureAccordion } from './feature-accordion.tsx';
import { HeroLink, PageHero } from './page-hero.tsx';
import { PageSection } from './page-section.tsx';
import { RevealOnScroll } from './reveal-on-scroll.tsx';
import { ShuntingBanner } from './shunting-banner.tsx';
import { YardSpacesLine } from './yard-spaces-line.tsx';

/** As on the original site: pages other than the service pages fade in over 400 ms, ease. */
const ANIMATION = 'fade-up';

/** One yard's page, drawn from its content: facts, its own sections, the map and the banner. */
export function LocationPage({ content }: { content: LocationPageContent }) {
  const { t, path } = useI18n();
  return (
    <>
      <PageHero
        eyebrow={t('site.location.eyebrow', { area: content.area })}
        title={content.name}
        heading={content.intro}
        image={LOCATION_IMAGES[content.slug]}
      >
        <HeroLink to={path(BOOKING_PATH)}>{t('site.bookOnline')}</HeroLink>
      </PageHero>

      <PageSection heading={t('site.location.atAGlance')}>
        <RevealOnScroll animation={ANIMATION}>
          <LocationFacts content={content} />
          <YardSpacesLine slug={content.slug} />
        </RevealOnScroll>
      </PageSection>

      {content.features ? (
        <PageSection heading={t('site.location.features')} tone="tinted">
          <RevealOnScroll animation={ANIMATION}>
            <FeatureAccordion items={content.features} />
          </RevealOnScroll>
        </PageSection>
      ) : null}
      {content.benefits ? (
        <PageSection heading={t('site.location.whoWeServe')} intro={t('site.location.whoWeServeIntro')} tone="tinted">
          <CardGrid cards={content.benefits} animation={ANIMATION} />
        </PageSection>
      ) : null}
      {content.whyUs ? (
        <PageSection heading={t('site.location.whyChooseUs')}>
          <CardGrid cards={content.whyUs} animation={ANIMATION} />
        </PageSection>
      ) : null}
      {content.points ? (
        <PageSection heading={t('site.location.whyThisYard')} tone="tinted">
          <CardGrid cards={content.points} animation={ANIMATION} />
        </PageSection>
      ) : null}

      <PageSection heading={t('site.location.findTheYard')}>
        <p className="mt-4 flex items-start gap-2 text-lg">
          <MapPinIcon className="mt-1 size-5 shrink-0 text-gold-700" />
          <span>
            {t('site.location.address', { name: content.name, area: content.area, province: content.province })}
          </span>
        </p>
        <RevealOnScroll animation={ANIMATION} className="mt-6 grid gap-6 md:grid-cols-2">
          <figure>
            <ResponsiveImage
              image={LOCATION_MAP_IMAGES[content.slug]}
              sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
              className="h-auto w-full rounded-lg border border-navy-100"
            />
            <figcaption className="mt-2 text-sm text-slate-600">{t('site.location.mapCaption')}</figcaption>
          </figure>
          <LazyMap
            title={t('site.location.mapTitle', { place: content.place, name: content.name })}
            label={content.place}
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
  const { t, rich } = useI18n();
  return (
    <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {content.capacity ? (
        <Fact icon={<ParkingIcon className="size-5" />} term={t('site.location.capacity')}>
          {rich('site.location.capacityValue', {
            count: content.capacity.count,
            unit: content.capacity.unit,
            big: (text) => <span className="text-2xl font-extrabold">{text}</span>,
          })}
        </Fact>
      ) : null}
      <Fact icon={<MapPinIcon className="size-5" />} term={t('site.location.alsoNear')}>
        <ul>
          {content.alsoNear.map((intersection) => (
            <li key={intersection}>{intersection}</li>
          ))}
        </ul>
      </Fact>
      {content.highways.map((distance) => (
        <Fact
          key={distance.highway}
          icon={<RoadIcon className="size-5" />}
          term={t('site.location.toHighway', { highway: distance.highway })}
        >
          <span className="text-2xl font-extrabold">
            {t('site.location.kilometres', { kilometres: distance.kilometres })}
          </span>
          <span className="block text-slate-700">{t('site.location.driveTime', { minutes: distance.minutes })}</span>
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
