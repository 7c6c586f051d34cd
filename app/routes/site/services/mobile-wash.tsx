import { pageMeta } from '../../../components/layout/page-meta.ts';
import { previewImage } from '../../../components/site/preview-image.ts';
import { ServicePage } from '../../../components/site/service-page.tsx';
import { SERVICE_IMAGES } from '../../../content/media.ts';
import { SERVICE_PAGES, servicePath } from '../../../content/services.ts';
import type { Route } from './+types/mobile-wash';

const CONTENT = SERVICE_PAGES['mobile-wash'];

// Also served at /location/… (an alias in the original route table, ADR 008): the canonical
// address is always the /services/ one.
export const meta: Route.MetaFunction = () =>
  pageMeta({ ...CONTENT.meta, path: servicePath(CONTENT.slug), image: previewImage(SERVICE_IMAGES[CONTENT.slug]) });

export default function MobileWashPage() {
  return <ServicePage content={CONTENT} />;
}
