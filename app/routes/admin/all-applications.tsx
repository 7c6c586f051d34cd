import type { Route } from './+types/all-applications';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import type { StatusMode } from '../../lib/admin-list-query.ts';
import { ApplicationListPage, loadApplicationList } from '../../components/admin/application-list.tsx';

export const meta: Route.MetaFunction = () => adminMeta('All applications');

/** The review queue: opens on the pending applications, with a filter for every status. */
const MODE: StatusMode = { kind: 'filter', defaultStatus: 'pending' };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadApplicationList(request, MODE);
}

export default function AllApplications({ loaderData }: Route.ComponentProps) {
  return (
    <ApplicationListPage
      title="All applications"
      intro="Applications waiting for review come first. Choose a status to see the others."
      mode={MODE}
      list={loaderData}
    />
  );
}
