import { pageMeta } from '../../../components/layout/page-meta.ts';
import { LocationPage } from '../../../components/site/location-page.tsx';
import { previewImage } from '../../../components/site/preview-image.ts';
import { LOCATION_PAGES, locationPath, type LocationSlug } from '../../../content/locations.ts';
import { languageOfPath } from '../../../../domain/language.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { LOCATION_IMAGES } from '../../../content/media.ts';
import type { Route } from './+types/lake';

const SLUG = 'lake' satisfies LocationSlug;

export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta({
    ...LOCATION_PAGES[language][SLUG].meta,
    path: locationPath(SLUG),
    language,
    image: previewImage(LOCATION_IMAGES[SLUG], language),
  });
};

export default function WhitbyYardPage() {
  return <LocationPage content={LOCATION_PAGES[useI18n().language][SLUG]} />;
}
