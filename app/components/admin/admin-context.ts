import { useOutletContext } from 'react-router';
import type { AdminUser } from '../../../domain/admin.schema.ts';

/** What the guarded layout hands to every admin screen below it. */
export type AdminContext = {
  user: AdminUser;
  /** Asks the server again who is signed in (after turning two-factor sign-in on or off). */
  refreshUser: () => void;
};

export function useAdminContext(): AdminContext {
  return useOutletContext<AdminContext>();
}
