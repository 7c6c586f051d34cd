import type { Route } from './+types/rejected-requests';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import type { StatusMode } from '../../lib/admin-list-query.ts';
import { ApplicationListPage, loadApplicationList } from '../../components/admin/application-list.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Rejected requests');

const MODE: StatusMode = { kind: 'fixed', status: 'rejected' };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadApplicationList(request, MODE);
}

export default function RejectedRequests({ loaderData }: Route.ComponentProps) {
  return (
    <ApplicationListPage
      title="Rejected Requests"
      intro="Applications that were turned down."
      mode={MODE}
      list={loaderData}
    />
  );
}
