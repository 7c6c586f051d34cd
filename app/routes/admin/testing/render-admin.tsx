import type { RouteConfigEntry } from '@react-router/dev/routes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import routes from '../../../routes.ts';

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

/** Public pages are not under test here; one heading says where a link led (logout goes home). */
function PublicPage() {
  return <h1>{useLocation().pathname === '/home' ? 'Home page' : 'Public page'}</h1>;
}

/** Every admin route module, by its path in app/routes.ts (`routes/admin/…`). */
const ADMIN_MODULES = import.meta.glob<Record<string, unknown>>(
  ['/app/routes/admin/*.tsx', '!/app/routes/admin/*.test.tsx'],
  { eager: true },
);
const ADMIN_FILE = /^routes\/admin\//;

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/**
 * app/routes.ts turned into the stub's routes: each admin module with the loader, action, fallback
 * and revalidation rule it exports (its clientLoader as the loader, as the framework runs it in the
 * browser); the public site's layout left out and its pages stood in for.
 */
function stubRoutes(entries: RouteConfigEntry[]): StubRoute[] {
  return entries.flatMap((entry): StubRoute[] => {
    const children = entry.children ? stubRoutes(entry.children) : undefined;
    const shape = entry.index ? { index: true as const } : { path: entry.path, children };
    if (!ADMIN_FILE.test(entry.file)) {
      // A layout of the public site: its admin children keep their place, without its chrome.
      return entry.path === undefined && !entry.index ? (children ?? []) : [{ ...shape, Component: PublicPage }];
    }
    const module = ADMIN_MODULES[`/app/${entry.file}`];
    if (!module) throw new Error(`No module for ${entry.file}`);
    // Route modules take their framework props; the stub passes the same ones at run time.
    return [
      {
        ...shape,
        Component: module.default as ComponentType,
        HydrateFallback: module.HydrateFallback as ComponentType | undefined,
        loader: module.clientLoader as never,
        action: module.clientAction as never,
        shouldRevalidate: module.shouldRevalidate as never,
      },
    ];
  });
}

/** The admin screens wired as app/routes.ts wires them, in a memory router that starts at `path`. */
export function renderAdmin(path: string) {
  // The app's root marks the document once React owns it (app/root.tsx); headings take focus only then.
  document.documentElement.dataset.hydrated = 'true';
  const Routes = createRoutesStub([
    {
      Component: Root,
      HydrateFallback: () => <p>Checking your sign-in…</p>,
      children: stubRoutes(routes),
    },
  ]);
  const user = userEvent.setup();
  const view = render(<Routes initialEntries={[path]} />);
  return { user, ...view };
}

export function currentUrl(): string {
  return screen.getByTestId('current-url').textContent ?? '';
}
