import { pageMeta } from '../../../components/layout/page-meta.ts';
import { previewImage } from '../../../components/site/preview-image.ts';
import { ServicePage } from '../../../components/site/service-page.tsx';
import { SERVICE_IMAGES } from '../../../content/media.ts';
import { SERVICE_PAGES, servicePath, type ServiceSlug } from '../../../content/services.ts';
import { languageOfPath } from '../../../../domain/language.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { Route } from './+types/truck-mechanic';

const SLUG = 'truck-Mechanic' satisfies ServiceSlug;

export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta({
    ...SERVICE_PAGES[language][SLUG].meta,
    path: servicePath(SLUG),
    language,
    image: previewImage(SERVICE_IMAGES[SLUG], language),
  });
};

export default function TruckMechanicPage() {
  return <ServicePage content={SERVICE_PAGES[useI18n().language][SLUG]} />;
}
