import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { HOME_PATH, MAIN_NAVIGATION, type NavGroupItem, type NavItem } from '../../content/navigation.ts';
import { SITE } from '../../content/site.ts';
import { AdminDashboardLink } from '../admin/admin-dashboard-link.tsx';
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from './icons.tsx';
import { Logo } from './logo.tsx';

const MENU_ID = 'main-menu';

const LINK_CLASS =
  'block rounded-md px-3 py-3 text-base font-medium text-navy-100 hover:bg-navy-800 hover:text-white ' +
  'aria-[current=page]:text-gold-400 nav:py-2';

/**
 * The site header. Below 992 px (the `nav` breakpoint) the menu folds behind a button; choosing any
 * item, pressing Escape or navigating closes it (spec §2). The call link stays visible at every width
 * because calling is what most visitors on a phone came to do.
 */
export function Navbar({ items = MAIN_NAVIGATION }: { items?: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="bg-navy-900 text-white shadow-md">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 py-2 nav:flex-nowrap">
        <Link to={HOME_PATH} className="mr-auto rounded-md py-1" onClick={close}>
          <Logo />
        </Link>

        <a
          href={`tel:${SITE.contact.phoneE164}`}
          className="flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-gold-400 hover:bg-navy-800 nav:order-last"
        >
          <PhoneIcon />
          <span className="sr-only sm:not-sr-only">Call {SITE.contact.phoneDisplay}</span>
        </a>

        <AdminDashboardLink className="nav:order-last" onClick={close} />

        <button
          ref={menuButton}
          type="button"
          className="flex min-h-11 min-w-11 items-center justify-center rounded-md text-white hover:bg-navy-800 nav:hidden"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="sr-only">Menu</span>
        </button>

        <ul
          id={MENU_ID}
          className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-1 border-t border-navy-800 py-2 nav:flex nav:w-auto nav:flex-row nav:items-center nav:border-0 nav:py-0`}
        >
          {items.map((item) => (
            <li key={item.label} className="relative">
              {item.kind === 'link' ? (
                <NavLink to={item.to} className={LINK_CLASS} onClick={close}>
                  {item.label}
                </NavLink>
              ) : (
                <NavGroup group={item} onChoose={close} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** A sub-menu (Services, Parking Locations): inline in the folded menu, a drop-down on wide screens. */
function NavGroup({ group, onChoose }: { group: NavGroupItem; onChoose: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnOutsideClick(event: MouseEvent) {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('click', closeOnOutsideClick);
    return () => document.removeEventListener('click', closeOnOutsideClick);
  }, [open]);

  return (
    <div ref={container}>
      <button
        type="button"
        className={`${LINK_CLASS} flex w-full items-center justify-between gap-1 text-left nav:w-auto`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {group.label}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        className={`${open ? 'block' : 'hidden'} pl-4 nav:absolute nav:left-0 nav:z-20 nav:mt-1 nav:min-w-64 nav:rounded-md nav:bg-navy-900 nav:p-2 nav:shadow-lg`}
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={LINK_CLASS}
              onClick={() => {
                setOpen(false);
                onChoose();
              }}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
