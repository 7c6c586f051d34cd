import { Link } from 'react-router';
import {
  LOCATION_MENU_ORDER,
  LOCATION_PAGES,
  locationPath,
  type LocationPageContent,
} from '../../content/locations.ts';
import { LOCATION_IMAGES } from '../../content/media.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { ArrowRightIcon } from '../layout/icons.tsx';
import { PageSection } from '../site/page-section.tsx';
import { Carousel } from '../ui/carousel.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';

/** As on the original site: the locations carousel is circular and advances every 4000 ms. */
export const LOCATIONS_AUTOPLAY_MS = 4000;

/** The four yards, each card linking to its page. */
export function LocationsCarousel() {
  const { language, t } = useI18n();
  const locations = LOCATION_MENU_ORDER.map((slug) => LOCATION_PAGES[language][slug]);
  return (
    <PageSection heading={t('site.home.locationsHeading')} intro={t('site.home.locationsIntro')} tone="tinted">
      <Carousel
        label={t('site.home.locationsLabel')}
        items={locations}
        itemKey={(location) => location.slug}
        renderItem={(location) => <LocationCard location={location} />}
        circular
        autoplayInterval={LOCATIONS_AUTOPLAY_MS}
        className="mt-6 -mx-2"
      />
    </PageSection>
  );
}

function LocationCard({ location }: { location: LocationPageContent }) {
  const { t, path } = useI18n();
  const nearest = [...location.highways].sort((a, b) => a.kilometres - b.kilometres)[0];
  return (
    <Link
      to={path(locationPath(location.slug))}
      className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-navy-100 hover:shadow-xl"
    >
      <ResponsiveImage
        image={LOCATION_IMAGES[location.slug]}
        alt=""
        sizes="(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw"
        className="aspect-video w-full bg-navy-100 object-cover"
      />
      <span className="flex flex-1 flex-col p-5">
        <span className="text-sm font-semibold tracking-wide text-gold-700 uppercase">{location.area}</span>
        <span className="mt-1 text-xl font-bold text-navy-900 group-hover:underline">{location.name}</span>
        <span className="mt-2 flex-1 text-slate-700">
          {nearest ? t('site.home.nearestHighway', { kilometres: nearest.kilometres, highway: nearest.highway }) : null}
          {location.capacity
            ? ` · ${t('site.home.capacity', { count: location.capacity.count, unit: location.capacity.unit })}`
            : null}
        </span>
        <span className="mt-4 inline-flex items-center gap-1 font-semibold text-navy-700">
          {t('site.home.viewYard')} <ArrowRightIcon />
        </span>
      </span>
    </Link>
  );
}
