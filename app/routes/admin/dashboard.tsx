import { NavLink, Outlet, useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router';
import { SITE } from '../../content/site.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { loadAsAdmin } from '../../lib/admin-session.ts';
import type { Route } from './+types/dashboard';
import { useAdminContext } from '../../components/admin/admin-context.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { LogoutButton } from '../../components/admin/logout-button.tsx';
import { loadCounts, StatisticsTiles } from '../../components/admin/statistics-tiles.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Dashboard');

/** The original dashboard's side menu, except that "Change password" says what it does. */
export const DASHBOARD_MENU = [
  { to: ADMIN_PATHS.allApplications, label: 'All applications' },
  { to: ADMIN_PATHS.needsAttention, label: 'Needs attention' },
  { to: ADMIN_PATHS.yards, label: 'Yards' },
  { to: ADMIN_PATHS.occupancy, label: 'Occupancy' },
  { to: ADMIN_PATHS.gate, label: 'Gate' },
  { to: ADMIN_PATHS.acceptedRequests, label: 'Accepted requests' },
  { to: ADMIN_PATHS.rejectedRequests, label: 'Rejected Requests' },
  { to: ADMIN_PATHS.messages, label: 'Messages' },
  { to: ADMIN_PATHS.changePassword, label: 'Change password' },
  { to: ADMIN_PATHS.twoFactor, label: 'Two-factor sign-in' },
] as const;

const MENU_LINK =
  'flex min-h-11 items-center rounded-md px-3 font-semibold text-navy-900 hover:bg-navy-100 ' +
  'aria-[current=page]:bg-navy-900 aria-[current=page]:text-white';

/** The tiles' counts, asked when the dashboard is entered. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAsAdmin(request, (options) => loadCounts(options.signal));
}

/**
 * Not again on every page of a list (as before the router loaded them): the counts are fresh each
 * time the dashboard is entered, e.g. back from a decision; Try again (same URL) asks again. Not
 * after a write under the dashboard either (password, two-factor): the counts change only by
 * decisions, which are made on an application's own page.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined) return false;
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

/** The dashboard shell: greeting and logout, the counts, the side menu and the chosen screen. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const context = useAdminContext();
  const { revalidate } = useRevalidator();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-xl font-bold md:text-2xl">Hello, {context.user.userName}</p>
          <p className="text-slate-700">Welcome to the {SITE.name} dashboard.</p>
        </div>
        <LogoutButton />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-label="Dashboard" className="lg:row-span-2">
          <ul className="flex flex-wrap gap-2 rounded-lg bg-white p-2 shadow-sm lg:flex-col lg:gap-1">
            {DASHBOARD_MENU.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={MENU_LINK}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <StatisticsTiles counts={loaderData} onRetry={() => void revalidate()} />
        <div className="min-w-0">
          <Outlet context={context} />
        </div>
      </div>
    </div>
  );
}
