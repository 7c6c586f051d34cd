import { useRevalidator } from 'react-router';
import { LoadFailure } from '../../components/admin/alerts.tsx';
import { NeedsAttentionView } from '../../components/admin/needs-attention-view.tsx';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { loadAsAdmin } from '../../lib/admin-session.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { fetchNeedsAttention } from '../../lib/applicant-review-api.ts';
import type { Route } from './+types/needs-attention';
import { adminMeta } from '../../components/admin/admin-meta.ts';

export const meta: Route.MetaFunction = () => adminMeta('Needs attention');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAsAdmin(request, (options) => fetchNeedsAttention(options));
}

/**
 * Corrections that came in, certificates of insurance expiring or expired, agreements waiting for
 * either side's signature, and e-mails not delivered, with counts.
 */
export default function NeedsAttentionPage({ loaderData: attention }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  return (
    <div className="space-y-4">
      <PageHeading>Needs attention</PageHeading>
      {attention.status === 'error' ? (
        <LoadFailure what="The list" message={attention.message} onRetry={() => void revalidate()} />
      ) : (
        <NeedsAttentionView data={attention.data} listHref={ADMIN_PATHS.needsAttention} />
      )}
    </div>
  );
}
