import { redirect } from 'react-router';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';

/** /Dashboard opens on the review queue (the original route table sends its empty path to AllApplication). */
export function clientLoader() {
  return redirect(ADMIN_PATHS.allApplications);
}

export default function DashboardIndex() {
  return null;
}
