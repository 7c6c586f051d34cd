import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { expect, test } from 'vitest';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import { mainNavigation, type NavItem } from '../../content/navigation.ts';
import { Navbar } from './navbar.tsx';

const PAGES: [path: string, title: string][] = [
  ['/', 'Home page'],
  ['/home', 'Home page'],
  ['/about', 'About page'],
  ['/contact', 'Contact page'],
  ['/request', 'Booking page'],
  ['/services/YardManagement', 'Yard management page'],
  ['/services/parking', 'Parking page'],
  ['/services/trailer-care', 'Trailer care page'],
  ['/services/truck-Mechanic', 'Truck mechanic page'],
  ['/services/mobile-wash', 'Mobile wash page'],
  ['/location/mavid', 'Mavid page'],
  ['/location/derry', 'Derry page'],
  ['/location/lake', 'Lake page'],
  ['/location/dean', 'Dean page'],
  ['/Login', 'Login page'],
];

/** The navbar in a layout route, as in the app: it stays mounted while the page below changes. */
function renderAt(path: string, items?: NavItem[]) {
  const Stub = createRoutesStub([
    {
      Component() {
        return (
          <>
            <Navbar items={items} />
            <Outlet />
            <p>Outside the menu</p>
          </>
        );
      },
      children: PAGES.map(([pagePath, title]) => ({
        path: pagePath,
        Component() {
          return <h1>{title}</h1>;
        },
      })),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

function menuButton() {
  return screen.getByRole('button', { name: 'Menu' });
}

/**
 * The folded menu's list. Whether it shows is CSS at a breakpoint (always shown on a wide screen),
 * which jsdom does not apply: these tests hold its state (`aria-expanded` on the button that
 * controls it), and tests/e2e/navigation.spec.ts checks in Chromium, on a phone and a desktop, that
 * it shows and hides with that state.
 */
function menuList() {
  const list = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('the menu button controls no element');
  return list;
}

function groupList(group: HTMLElement) {
  const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('the group button controls no element');
  return list;
}

test('the menu has the original’s items in order, with Services and Parking Locations as groups', () => {
  renderAt('/home');

  const topLevel = Array.from(menuList().querySelectorAll(':scope > li')).map(
    (item) => item.querySelector('a, button')?.textContent,
  );
  expect(topLevel).toEqual(['Home', 'About US', 'Services', 'Booking', 'Parking Locations', 'Contact']);
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  expect(screen.getByRole('link', { name: 'About US' })).toHaveAttribute('href', '/about');
  expect(screen.getByRole('link', { name: 'Booking' })).toHaveAttribute('href', '/request');
  expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
});

test('Services lists the five services, and Parking points at /services/parking (no double slash)', () => {
  renderAt('/home');
  const services = groupList(screen.getByRole('button', { name: 'Services' }));

  const links = within(services).getAllByRole('link', { hidden: true });
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Yard Operations Management', '/services/YardManagement'],
    ['Parking', '/services/parking'],
    ['Trailer Care', '/services/trailer-care'],
    ['Truck Mechanic', '/services/truck-Mechanic'],
    ['Mobile Wash Onsite', '/services/mobile-wash'],
  ]);
  for (const item of mainNavigation('en').flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]))) {
    expect(item.to, item.label).not.toContain('//');
  }
});

test('Parking Locations lists the four yards by intersection, in the original’s order', () => {
  renderAt('/home');
  const locations = groupList(screen.getByRole('button', { name: 'Parking Locations' }));

  const links = within(locations).getAllByRole('link', { hidden: true });
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Lawson Rd & Hwy 25', '/location/mavid'],
    ['Derry Rd W & Mavis Rd', '/location/derry'],
    ['Lake Ridge Rd & Taunton Rd W', '/location/lake'],
    ['Dean Dr & Concession Rd 7', '/location/dean'],
  ]);
});

test('the call link is always there, outside the folding menu; the staff sign-in is not in the header', () => {
  renderAt('/home');

  const call = screen.getByRole('link', { name: `Call ${BUSINESS_CONTACT.phoneDisplay}` });
  expect(call).toHaveAttribute('href', `tel:${BUSINESS_CONTACT.phoneE164}`);
  expect(menuList()).not.toContainElement(call);
  expect(screen.queryByRole('link', { name: 'Admin dashboard' })).not.toBeInTheDocument();
  expect(screen.getByRole('banner').querySelector('a[href="/Login"]')).toBeNull();
});

test('the menu button says whether the menu is open and which element it controls', async () => {
  const user = userEvent.setup();
  renderAt('/home');

  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(menuButton()).toHaveAttribute('aria-controls', menuList().id);
  expect(menuList()).toContainElement(screen.getByRole('link', { name: 'Home' }));

  await user.click(menuButton());
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

  await user.click(menuButton());
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
});

test('choosing a menu item navigates and closes the menu', async () => {
  const user = userEvent.setup();
  renderAt('/home');

  await user.click(menuButton());
  await user.click(screen.getByRole('link', { name: 'Booking' }));

  expect(await screen.findByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
});

test('choosing the page already shown closes the menu too', async () => {
  const user = userEvent.setup();
  renderAt('/contact');

  await user.click(menuButton());
  await user.click(screen.getByRole('link', { name: 'Contact' }));

  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
});

test('a group item navigates and closes both the group and the whole menu', async () => {
  const user = userEvent.setup();
  renderAt('/home');
  await user.click(menuButton());
  const group = screen.getByRole('button', { name: 'Services' });

  expect(group).toHaveAttribute('aria-expanded', 'false');
  expect(groupList(group)).not.toBeVisible();
  expect(screen.queryByRole('link', { name: 'Parking' })).not.toBeInTheDocument();
  await user.click(group);
  expect(group).toHaveAttribute('aria-expanded', 'true');
  expect(groupList(group)).toBeVisible();
  await user.click(screen.getByRole('link', { name: 'Parking' }));

  expect(await screen.findByRole('heading', { name: 'Parking page' })).toBeInTheDocument();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  expect(groupList(screen.getByRole('button', { name: 'Services' }))).not.toBeVisible();
});

test('only one group is open at a time', async () => {
  const user = userEvent.setup();
  renderAt('/home');
  const services = screen.getByRole('button', { name: 'Services' });
  const locations = screen.getByRole('button', { name: 'Parking Locations' });

  await user.click(services);
  await user.click(locations);

  expect(services).toHaveAttribute('aria-expanded', 'false');
  expect(groupList(services)).not.toBeVisible();
  expect(locations).toHaveAttribute('aria-expanded', 'true');
  expect(groupList(locations)).toBeVisible();
});

test('a click outside an open group closes it', async () => {
  const user = userEvent.setup();
  renderAt('/home');
  const services = screen.getByRole('button', { name: 'Services' });

  await user.click(services);
  await user.click(screen.getByText('Outside the menu'));

  expect(services).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Yard Operations Management' })).not.toBeInTheDocument();
});

test('by keyboard: Enter opens a group, Tab walks its links, Enter follows one', async () => {
  const user = userEvent.setup();
  renderAt('/home');
  const services = screen.getByRole('button', { name: 'Services' });
  services.focus();

  await user.keyboard('{Enter}');
  expect(services).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  expect(screen.getByRole('link', { name: 'Yard Operations Management' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Parking' })).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(await screen.findByRole('heading', { name: 'Parking page' })).toBeInTheDocument();
  expect(services).toHaveAttribute('aria-expanded', 'false');
});

test('by keyboard: Space toggles a group, the arrow keys move within it, Home and End jump', async () => {
  const user = userEvent.setup();
  renderAt('/home');
  const locations = screen.getByRole('button', { name: 'Parking Locations' });
  locations.focus();

  await user.keyboard(' ');
  expect(locations).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard(' ');
  expect(locations).toHaveAttribute('aria-expanded', 'false');

  await user.keyboard('{ArrowDown}');
  expect(locations).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Lawson Rd & Hwy 25' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Derry Rd W & Mavis Rd' })).toHaveFocus();
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(screen.getByRole('link', { name: 'Dean Dr & Concession Rd 7' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('link', { name: 'Lawson Rd & Hwy 25' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('link', { name: 'Dean Dr & Concession Rd 7' })).toHaveFocus();
});

test('ArrowUp on a closed group opens it on its last link', async () => {
  const user = userEvent.setup();
  renderAt('/home');
  const services = screen.getByRole('button', { name: 'Services' });
  services.focus();

  await user.keyboard('{ArrowUp}');

  expect(services).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Mobile Wash Onsite' })).toHaveFocus();
});

test('Escape closes an open group and returns focus to its button', async () => {
  const user = userEvent.setup();
  renderAt('/home');
  const services = screen.getByRole('button', { name: 'Services' });
  services.focus();

  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Yard Operations Management' })).toHaveFocus();
  await user.keyboard('{Escape}');

  expect(services).toHaveAttribute('aria-expanded', 'false');
  expect(services).toHaveFocus();
});

test('Escape inside the folded menu closes the group first, then the menu, returning focus each time', async () => {
  const user = userEvent.setup();
  renderAt('/home');
  await user.click(menuButton());
  const services = screen.getByRole('button', { name: 'Services' });
  await user.click(services);

  await user.keyboard('{Escape}');
  expect(services).toHaveAttribute('aria-expanded', 'false');
  expect(services).toHaveFocus();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

  await user.keyboard('{Escape}');
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(menuButton()).toHaveFocus();
});

test('moving focus out of an open group closes it', async () => {
  const user = userEvent.setup();
  renderAt('/home');
  const services = screen.getByRole('button', { name: 'Services' });
  services.focus();

  await user.keyboard('{End}{ArrowUp}'); // End on the button does nothing; ArrowUp opens on the last link
  expect(screen.getByRole('link', { name: 'Mobile Wash Onsite' })).toHaveFocus();
  await user.tab();

  expect(screen.getByRole('link', { name: 'Booking' })).toHaveFocus();
  expect(services).toHaveAttribute('aria-expanded', 'false');
});

test('the current page is marked, and so is the group it belongs to, whatever the letter case', () => {
  renderAt('/Services/Parking');

  expect(screen.getByRole('link', { name: 'Parking', hidden: true })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: 'Parking Locations' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test('a plain page is marked, and Home is current at the root address too', () => {
  const { unmount } = renderAt('/request');
  expect(screen.getByRole('link', { name: 'Booking' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('button', { name: 'Services' })).not.toHaveAttribute('aria-current');
  unmount();

  renderAt('/');
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});

test('a location page marks its yard and the Parking Locations group', () => {
  renderAt('/location/lake');

  expect(screen.getByRole('link', { name: 'Lake Ridge Rd & Taunton Rd W', hidden: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(screen.getByRole('button', { name: 'Parking Locations' })).toHaveAttribute('aria-current', 'true');
});

test('closing the folded menu closes its open group, so it reopens tidy', async () => {
  const user = userEvent.setup();
  renderAt('/home');
  await user.click(menuButton());
  await user.click(screen.getByRole('button', { name: 'Services' }));

  await user.click(menuButton());
  await user.click(menuButton());

  expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
});
