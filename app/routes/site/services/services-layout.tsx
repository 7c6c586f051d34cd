import { Outlet } from 'react-router';

/** A nested outlet only (spec §2): each child page draws itself. */
export default function NestedOutlet() {
  return <Outlet />;
}
