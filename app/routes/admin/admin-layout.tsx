import { useMemo } from 'react';
import { Outlet, useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Navbar } from '../../components/layout/navbar.tsx';
import { ALERT_BOX, PRIMARY_BUTTON } from '../../components/admin/admin-styles.ts';
import { requireAdmin } from '../../lib/admin-session.ts';
import { reloadUnlessLeft } from '../../lib/submission.ts';
import type { Route } from './+types/admin-layout';
import type { AdminContext } from '../../components/admin/admin-context.ts';

/**
 * The guarded part of the site: /Dashboard/* and /ReqestInformation/:id. Before anything
 * renders, the server is asked who is signed in; a signed-out visitor goes to the login page and
 * comes back here afterwards.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireAdmin(request);
}

/**
 * Asked once when the admin area is entered, not on every page of a list: each admin call answers
 * 401 by itself when the session ends. An explicit revalidation (same URL) still asks again, and so
 * does a write on the page (two-factor sign-in turned on or off shows at once), unless its answer
 * leaves the page (a changed password has ended the session).
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return args.currentUrl.href === args.nextUrl.href ? reloadUnlessLeft(args) : false;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { revalidate, state } = useRevalidator();
  const context = useMemo<AdminContext | undefined>(
    () => (loaderData.status === 'signed-in' ? { user: loaderData.user } : undefined),
    [loaderData],
  );

  return (
    <div className="flex min-h-dvh flex-col bg-navy-50">
      <Navbar dashboardLink />
      <main id="main-content" tabIndex={-1} className="flex-1">
        {context ? (
          <Outlet context={context} />
        ) : (
          <div className="mx-auto max-w-2xl px-4 py-12">
            <h1 className="text-2xl font-extrabold">The dashboard could not be opened</h1>
            <p role="alert" className={`mt-4 ${ALERT_BOX}`}>
              {loaderData.status === 'unavailable' ? loaderData.message : null}
            </p>
            <button
              type="button"
              className={`mt-4 ${PRIMARY_BUTTON}`}
              onClick={() => void revalidate()}
              aria-disabled={state === 'loading' || undefined}
            >
              {state === 'loading' ? 'Trying again…' : 'Try again'}
            </button>
          </div>
        )}
      </main>
    </div>
  );
}
