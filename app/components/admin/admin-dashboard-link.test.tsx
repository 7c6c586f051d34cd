import { act, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeEach, expect, test } from 'vitest';
import { forgetAdmin, rememberAdmin } from '../../lib/admin-hint.ts';
import { Navbar } from '../layout/navbar.tsx';

beforeEach(() => localStorage.clear());

function renderNavbar() {
  const Stub = createRoutesStub([{ path: '/home', Component: () => <Navbar dashboardLink /> }]);
  render(<Stub initialEntries={['/home']} />);
  return () => screen.getByRole('link', { name: 'Admin dashboard' });
}

test('the admin area’s dashboard icon goes to Login when this browser is not signed in', () => {
  const icon = renderNavbar();
  expect(icon()).toHaveAttribute('href', '/Login');
});

test('it goes to the dashboard once signed in, and back to Login after signing out', () => {
  const icon = renderNavbar();
  act(() => rememberAdmin({ userName: 'dispatch.lead' }));
  expect(icon()).toHaveAttribute('href', '/Dashboard');
  act(() => forgetAdmin());
  expect(icon()).toHaveAttribute('href', '/Login');
});

test('a sign-in in another tab is picked up', () => {
  const icon = renderNavbar();
  act(() => {
    localStorage.setItem('admin-user', JSON.stringify({ userName: 'dispatch.lead' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin-user' }));
  });
  expect(icon()).toHaveAttribute('href', '/Dashboard');
});
