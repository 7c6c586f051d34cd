import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { expect, test } from 'vitest';
import type { NavItem } from '../../content/navigation.ts';
import { Navbar } from './navbar.tsx';

const ITEMS: NavItem[] = [
  { kind: 'link', label: 'Home', to: '/home' },
  {
    kind: 'group',
    label: 'Services',
    items: [
      { kind: 'link', label: 'Parking', to: '/services/parking' },
      { kind: 'link', label: 'Trailer Care', to: '/services/trailer-care' },
    ],
  },
  { kind: 'link', label: 'Booking', to: '/request' },
];

/** The navbar in a layout route, as in the app: it stays mounted while the page below changes. */
function renderAt(path: string, items?: NavItem[]) {
  const page = (title: string) =>
    function Page() {
      return <h1>{title}</h1>;
    };
  const Stub = createRoutesStub([
    {
      Component() {
        return (
          <>
            <Navbar items={items} />
            <Outlet />
          </>
        );
      },
      children: [
        { path: '/home', Component: page('Home page') },
        { path: '/request', Component: page('Booking page') },
        { path: '/services/parking', Component: page('Parking page') },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

test('the menu button says whether the menu is open and which element it controls', async () => {
  const user = userEvent.setup();
  renderAt('/home');
  const button = screen.getByRole('button', { name: 'Menu' });
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');

  expect(menu).not.toBeNull();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(menu).toHaveClass('hidden');

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(menu).not.toHaveClass('hidden');
});

test('choosing a menu item navigates and closes the menu', async () => {
  const user = userEvent.setup();
  renderAt('/home');
  const button = screen.getByRole('button', { name: 'Menu' });

  await user.click(button);
  await user.click(screen.getByRole('link', { name: 'Booking' }));

  expect(await screen.findByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the open menu and returns focus to its button', async () => {
  const user = userEvent.setup();
  renderAt('/home');
  const button = screen.getByRole('button', { name: 'Menu' });

  await user.click(button);
  await user.keyboard('{Escape}');

  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

test('the current page is marked for assistive technology', () => {
  renderAt('/request');

  expect(screen.getByRole('link', { name: 'Booking' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test('the default menu lists only pages that exist, and a call link is always there', () => {
  renderAt('/home');

  const menu = screen.getByRole('list');
  const labels = Array.from(menu.querySelectorAll(':scope > li')).map((item) => item.textContent);
  expect(labels).toEqual(['Home', 'Booking']);
  expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+14165550142');
});

test('a group opens as a sub-menu and choosing one of its pages closes the whole menu', async () => {
  const user = userEvent.setup();
  renderAt('/home', ITEMS);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const group = screen.getByRole('button', { name: 'Services' });

  expect(group).toHaveAttribute('aria-expanded', 'false');
  await user.click(group);
  expect(group).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('link', { name: 'Parking' }));

  expect(await screen.findByRole('heading', { name: 'Parking page' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
});
