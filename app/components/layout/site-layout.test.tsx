import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link } from 'react-router';
import { expect, test } from 'vitest';
import SiteLayout from './site-layout.tsx';

function renderSite(path: string) {
  const Stub = createRoutesStub([
    {
      Component: SiteLayout,
      children: [
        {
          path: '/home',
          Component() {
            return (
              <>
                <h1>Home page</h1>
                <Link to="/request#documents">Documents you need</Link>
              </>
            );
          },
        },
        {
          path: '/request',
          Component() {
            return <h1>Booking page</h1>;
          },
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

test('the layout has a banner, a main region that the skip link targets, and a footer', () => {
  renderSite('/home');

  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('focus is left alone on the first load, and moves to the new page’s content after navigating', async () => {
  const user = userEvent.setup();
  renderSite('/home');
  expect(screen.getByRole('main')).not.toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(screen.getByRole('link', { name: 'Booking' }));

  expect(await screen.findByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveFocus();
});

test('a link to an anchor on another page leaves focus to the browser’s anchor handling', async () => {
  const user = userEvent.setup();
  renderSite('/home');

  await user.click(screen.getByRole('link', { name: 'Documents you need' }));

  expect(await screen.findByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
  expect(screen.getByRole('main')).not.toHaveFocus();
});
