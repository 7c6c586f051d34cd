import { pageMeta } from '../../../components/layout/page-meta.ts';
import { LocationPage } from '../../../components/site/location-page.tsx';
import { previewImage } from '../../../components/site/preview-image.ts';
import { LOCATION_PAGES, locationPath } from '../../../content/locations.ts';
import { LOCATION_IMAGES } from '../../../content/media.ts';
import type { Route } from './+types/mavid';

const CONTENT = LOCATION_PAGES.mavid;

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...CONTENT.meta, path: locationPath(CONTENT.slug), image: previewImage(LOCATION_IMAGES[CONTENT.slug]) });

export default function MiltonYardPage() {
  return <LocationPage content={CONTENT} />;
}
