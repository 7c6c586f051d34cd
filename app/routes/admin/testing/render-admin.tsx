import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import AcceptedRequests from '../accepted-requests.tsx';
import AdminLayout, { clientLoader as adminGuard, shouldRevalidate } from '../admin-layout.tsx';
import AllApplications from '../all-applications.tsx';
import ChangePassword from '../change-password.tsx';
import DashboardIndex, { clientLoader as dashboardIndexLoader } from '../dashboard-index.tsx';
import Dashboard from '../dashboard.tsx';
import ForgetPassword from '../forget-password.tsx';
import Login from '../login.tsx';
import NeedsAttention from '../needs-attention.tsx';
import RejectedRequests from '../rejected-requests.tsx';
import RequestInformation from '../request-information.tsx';
import TwoFactor from '../two-factor.tsx';

/** The app's root in the test: the page, plus the URL as the address bar would show it. */
function Root() {
  const location = useLocation();
  return (
    <>
      <Outlet />
      <span hidden data-testid="current-url">{`${location.pathname}${location.search}`}</span>
    </>
  );
}

/**
 * The admin screens wired as app/routes.ts wires them (the guard's clientLoader as the layout's
 * loader), in a memory router that starts at `path`.
 */
export function renderAdmin(path: string) {
  const Routes = createRoutesStub([
    {
      Component: Root,
      HydrateFallback: () => <p>Checking your sign-in…</p>,
      children: [
        { path: '/home', Component: () => <h1>Home page</h1> },
        { path: '/Login', Component: Login },
        { path: '/ForgetPassword', Component: ForgetPassword },
        {
          // Route modules take their framework props; the stub passes the same ones at run time.
          Component: AdminLayout as never,
          loader: adminGuard as never,
          shouldRevalidate,
          children: [
            {
              path: '/Dashboard',
              Component: Dashboard,
              children: [
                { index: true, loader: dashboardIndexLoader, Component: DashboardIndex },
                { path: 'AllApplication', Component: AllApplications },
                { path: 'NeedsAttention', Component: NeedsAttention },
                { path: 'AcceptRequests', Component: AcceptedRequests },
                { path: 'CanceledRequests', Component: RejectedRequests },
                { path: 'settingEmail', Component: ChangePassword },
                { path: 'security', Component: TwoFactor },
              ],
            },
            { path: '/ReqestInformation/:id', Component: RequestInformation as never },
          ],
        },
      ],
    },
  ]);
  const user = userEvent.setup();
  const view = render(<Routes initialEntries={[path]} />);
  return { user, ...view };
}

export function currentUrl(): string {
  return screen.getByTestId('current-url').textContent ?? '';
}
