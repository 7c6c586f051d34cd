import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { useAdminHint } from '../../lib/admin-hint.ts';

/**
 * The navbar's dashboard icon: to the dashboard when this browser holds a signed-in hint,
 * else to the login page. The hint can be stale (the session expired); the dashboard's guard then
 * sends the admin to sign in, so the icon never needs to ask the server.
 */
export function AdminDashboardLink({ className = '', onClick }: { className?: string; onClick?: () => void }) {
  const hint = useAdminHint();
  // The admin area is English only; the link's name follows the page it is on.
  const label = useI18n().t('layout.adminDashboard');
  return (
    <Link
      to={hint ? ADMIN_PATHS.dashboard : ADMIN_PATHS.login}
      onClick={onClick}
      title={label}
      // -ml-2: on a 360 px phone the logo, call link, this icon and the menu button just fit in one
      // row when this icon gives up the row's gap before it.
      className={`-ml-2 flex min-h-11 min-w-11 items-center justify-center rounded-md text-navy-100 hover:bg-navy-800 hover:text-white nav:ml-0 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="7" height="9" rx="1" />
        <rect x="14" y="3" width="7" height="5" rx="1" />
        <rect x="14" y="12" width="7" height="9" rx="1" />
        <rect x="3" y="16" width="7" height="5" rx="1" />
      </svg>
      <span className="sr-only">{label}</span>
    </Link>
  );
}
