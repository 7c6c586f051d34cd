import type { Route } from './+types/all-applications';
import { adminMeta } from './admin-meta.ts';
import { ApplicationListPage } from './application-list.tsx';

export const meta: Route.MetaFunction = () => adminMeta('All applications');

/** The review queue: opens on the pending applications, with a filter for every status (issue 3). */
export default function AllApplications() {
  return (
    <ApplicationListPage
      title="All applications"
      intro="Applications waiting for review come first. Choose a status to see the others."
      mode={{ kind: 'filter', defaultStatus: 'pending' }}
    />
  );
}
