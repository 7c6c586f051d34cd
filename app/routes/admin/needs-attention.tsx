import { LoadFailure } from '../../components/admin/alerts.tsx';
import { NeedsAttentionView } from '../../components/admin/needs-attention-view.tsx';
import { PageHeading } from '../../components/admin/page-heading.tsx';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { useAdminQuery } from '../../lib/admin-query.ts';
import { fetchNeedsAttention } from '../../lib/applicant-review-api.ts';
import type { Route } from './+types/needs-attention';
import { adminMeta } from './admin-meta.ts';

export const meta: Route.MetaFunction = () => adminMeta('Needs attention');

/** Issue 11: corrections that came in, and certificates of insurance expiring or expired, with counts. */
export default function NeedsAttentionPage() {
  const attention = useAdminQuery('needs-attention', (signal) => fetchNeedsAttention({ signal }));
  return (
    <div className="space-y-4">
      <PageHeading>Needs attention</PageHeading>
      {attention.status === 'error' ? (
        <LoadFailure what="The list" message={attention.message} onRetry={attention.retry} />
      ) : attention.data ? (
        <NeedsAttentionView data={attention.data} listHref={ADMIN_PATHS.needsAttention} />
      ) : (
        <p role="status">Loading what needs attention…</p>
      )}
    </div>
  );
}
