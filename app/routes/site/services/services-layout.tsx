import { Outlet } from 'react-router';

/** A nested outlet only (ADR 008): each child page draws itself. */
export default function NestedOutlet() {
  return <Outlet />;
}
