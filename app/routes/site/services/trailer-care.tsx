import { pageMeta } from '../../../components/layout/page-meta.ts';
import { previewImage } from '../../../components/site/preview-image.ts';
import { ServicePage } from '../../../components/site/service-page.tsx';
import { SERVICE_IMAGES } from '../../../content/media.ts';
import { SERVICE_PAGES, servicePath } from '../../../content/services.ts';
import type { Route } from './+types/trailer-care';

const CONTENT = SERVICE_PAGES['trailer-care'];

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...CONTENT.meta, path: servicePath(CONTENT.slug), image: previewImage(SERVICE_IMAGES[CONTENT.slug]) });

export default function TrailerCarePage() {
  return <ServicePage content={CONTENT} />;
}
