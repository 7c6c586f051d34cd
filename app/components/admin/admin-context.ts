import { useOutletContext } from 'react-router';
import type { AdminUser } from '../../../domain/admin.schema.ts';

/**
 * What the guarded layout hands to every admin screen below it: who is signed in, as the server
 * last said (asked again after a write on the page, e.g. two-factor sign-in turned on or off).
 */
export type AdminContext = { user: AdminUser };

export function useAdminContext(): AdminContext {
  return useOutletContext<AdminContext>();
}
