import type { Route } from './+types/rejected-requests';
import { adminMeta } from './admin-meta.ts';
import { ApplicationListPage } from './application-list.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Rejected requests');

export default function RejectedRequests() {
  return (
    <ApplicationListPage
      title="Rejected Requests"
      intro="Applications that were turned down."
      mode={{ kind: 'fixed', status: 'rejected' }}
    />
  );
}
