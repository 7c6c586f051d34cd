import type { Route } from './+types/accepted-requests';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import type { StatusMode } from '../../lib/admin-list-query.ts';
import { ApplicationListPage, loadApplicationList } from '../../components/admin/application-list.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Accepted requests');

const MODE: StatusMode = { kind: 'fixed', status: 'accepted' };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadApplicationList(request, MODE);
}

export default function AcceptedRequests({ loaderData }: Route.ComponentProps) {
  return (
    <ApplicationListPage
      title="Accepted requests"
      intro="Applications you have accepted: these customers are active."
      mode={MODE}
      list={loaderData}
    />
  );
}
