import type { Route } from './+types/accepted-requests';
import { adminMeta } from './admin-meta.ts';
import { ApplicationListPage } from './application-list.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Accepted requests');

export default function AcceptedRequests() {
  return (
    <ApplicationListPage
      title="Accepted requests"
      intro="Applications you have accepted: these customers are active."
      mode={{ kind: 'fixed', status: 'accepted' }}
    />
  );
}
