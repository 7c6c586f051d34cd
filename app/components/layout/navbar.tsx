import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { englishPathOf } from '../../../domain/language.ts';
import { HOME_PATH, mainNavigation, type NavGroupItem, type NavItem } from '../../content/navigation.ts';
import { SITE } from '../../content/site.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { AdminDashboardLink } from '../admin/admin-dashboard-link.tsx';
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';

const MENU_ID = 'main-menu';

// The current page is shown by colour and an underline, never by colour alone (WCAG 1.4.1).
const LINK_CLASS =
  'block rounded-md px-3 py-3 text-base font-medium text-navy-100 hover:bg-navy-800 hover:text-white ' +
  'aria-[current=page]:text-gold-400 aria-[current=page]:underline aria-[current=page]:decoration-2 ' +
  'aria-[current=page]:underline-offset-4 nav:px-2 nav:py-2 xl:px-3';

const GROUP_BUTTON_CLASS =
  'flex w-full items-center justify-between gap-1 rounded-md px-3 py-3 text-left text-base font-medium ' +
  'text-navy-100 hover:bg-navy-800 hover:text-white aria-[current=true]:text-gold-400 ' +
  'aria-[current=true]:underline aria-[current=true]:decoration-2 aria-[current=true]:underline-offset-4 ' +
  'nav:w-auto nav:px-2 nav:py-2 xl:px-3';

/**
 * '/Services/Parking/' and '/services/parking' are the same page (the router ignores case too).
 * Both paths are in the same language, so their English paths are compared.
 */
function samePath(a: string, b: string): boolean {
  const normalize = (path: string) => englishPathOf(path.replace(/\/+$/, '')).toLowerCase() || '/';
  return normalize(a) === normalize(b);
}

/** The home page is served at `/` as well as `/home` (docs/decisions/001-architecture.md), `/fr` as well as `/fr/home`. */
function isCurrentPage(pathname: string, to: string): boolean {
  return samePath(pathname, to) || (samePath(to, HOME_PATH) && samePath(pathname, '/'));
}

/**
 * The site header. Below 992 px (the `nav` breakpoint) the menu folds behind a button;
 * choosing any item, pressing Escape or navigating closes it. Services and Parking Locations are
 * disclosure buttons with their links in a list (the WAI-ARIA disclosure navigation pattern: Tab
 * still walks through every link; the arrow keys are a shortcut within an open list), one open at a
 * time, closed by Escape, an outside click or focus moving away. The call link stays visible at
 * every width because calling is what most visitors on a phone came to do. The dashboard icon is
 * the admin area's only (`dashboardLink`): the public site's staff sign-in is a link in the footer.
 */
export function Navbar({ items: givenItems, dashboardLink = false }: { items?: NavItem[]; dashboardLink?: boolean }) {
  const { language, t, path } = useI18n();
  const items = givenItems ?? mainNavigation(language);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const groupButtons = useRef(new Map<string, HTMLButtonElement>());
  // True from a press inside the menu until its click. Focus moves before the click (at mousedown,
  // which a touch sends only after the finger lifts), so closing a group on that blur would collapse
  // the folded menu before the click lands, and a tap on the next group would hit whatever moved up
  // into its place. Presses close groups by click instead; a key press ends the pointer episode.
  const pressing = useRef(false);
  const { pathname } = useLocation();

  useEffect(() => {
    function release() {
      pressing.current = false;
    }
    // Bubbling phase on the document: after React's own click handlers have run.
    document.addEventListener('click', release);
    document.addEventListener('keydown', release, true);
    document.addEventListener('pointercancel', release);
    return () => {
      document.removeEventListener('click', release);
      document.removeEventListener('keydown', release, true);
      document.removeEventListener('pointercancel', release);
    };
  }, []);

  useEffect(() => {
    setMenuOpen(false);
    setOpenGroup(null);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen && openGroup === null) return;
    // On the document, not the nav: after a mouse click focus may sit anywhere (or on the body).
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (openGroup !== null) {
        setOpenGroup(null);
        groupButtons.current.get(openGroup)?.focus();
      } else {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen, openGroup]);

  function closeAll() {
    setMenuOpen(false);
    setOpenGroup(null);
  }

  return (
    <header className="bg-navy-900 text-white shadow-md">
      {/* The language switch in a bar of its own above the menu: the same place on every page and at
          every width, without crowding the phone's one row of logo, call, dashboard and menu. */}
      <div className="bg-navy-950">
        <div className="mx-auto flex min-h-10 max-w-7xl justify-end px-4 py-1">
          <LanguageSwitch />
        </div>
      </div>
      {/* Source order = focus order: logo, menu button, menu, call, dashboard (admin area). On a wide
          screen that is also the visual order; on a narrow one `order` draws the call and dashboard
          icons before the menu button, while focus still goes from the button straight into the menu
          it opens. */}
      <nav
        aria-label={t('layout.mainNavigation')}
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 py-2 nav:flex-nowrap"
        onPointerDown={() => {
          pressing.current = true;
        }}
      >
        <Link to={path(HOME_PATH)} className="mr-auto rounded-md py-1" onClick={closeAll}>
          <Logo />
        </Link>

        <button
          ref={menuButton}
          type="button"
          className="order-3 flex min-h-11 min-w-11 items-center justify-center rounded-md text-white hover:bg-navy-800 nav:hidden"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => {
            setMenuOpen((value) => !value);
            setOpenGroup(null);
          }}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="sr-only">{t('layout.menu')}</span>
        </button>

        <ul
          id={MENU_ID}
          className={`${menuOpen ? 'flex' : 'hidden'} order-4 w-full flex-col gap-1 border-t border-navy-800 py-2 nav:order-none nav:flex nav:w-auto nav:flex-row nav:items-center nav:gap-0 nav:border-0 nav:py-0 xl:gap-1`}
        >
          {items.map((item) => (
            <li key={item.label} className="relative">
              {item.kind === 'link' ? (
                <Link
                  to={item.to}
                  className={LINK_CLASS}
                  aria-current={isCurrentPage(pathname, item.to) ? 'page' : undefined}
                  onClick={closeAll}
                >
                  {item.label}
                </Link>
              ) : (
                <NavGroup
                  group={item}
                  pathname={pathname}
                  open={openGroup === item.label}
                  buttonRef={(button) => {
                    if (button) groupButtons.current.set(item.label, button);
                    else groupButtons.current.delete(item.label);
                  }}
                  onToggle={() => setOpenGroup((current) => (current === item.label ? null : item.label))}
                  onOpen={() => setOpenGroup(item.label)}
                  onClose={() => setOpenGroup((current) => (current === item.label ? null : current))}
                  onFocusLeave={() => {
                    if (!pressing.current) setOpenGroup((current) => (current === item.label ? null : current));
                  }}
                  onChoose={closeAll}
                />
              )}
            </li>
          ))}
        </ul>

        <a
          href={`tel:${SITE.contact.phoneE164}`}
          className="order-1 flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-md px-2 font-semibold text-gold-400 hover:bg-navy-800 nav:order-none"
        >
          <PhoneIcon />
          {/* Room for the number beside the icon on a tablet and a wide screen, not on a phone or
              beside the full menu at 992–1279 px. */}
          <span className="sr-only sm:not-sr-only nav:sr-only xl:not-sr-only">
            {t('layout.call', { phone: SITE.contact.phoneDisplay })}
          </span>
        </a>

        {dashboardLink ? <AdminDashboardLink className="order-2 shrink-0 nav:order-none" onClick={closeAll} /> : null}
      </nav>
    </header>
  );
}

interface NavGroupProps {
  group: NavGroupItem;
  pathname: string;
  open: boolean;
  buttonRef: (button: HTMLButtonElement | null) => void;
  onToggle: () => void;
  onOpen: () => void;
  onClose: () => void;
  /** Focus moved out of the group (by keyboard; presses are handled by click). */
  onFocusLeave: () => void;
  onChoose: () => void;
}

/** A sub-menu (Services, Parking Locations): inline in the folded menu, a drop-down on wide screens. */
function NavGroup({
  group,
  pathname,
  open,
  buttonRef,
  onToggle,
  onOpen,
  onClose,
  onFocusLeave,
  onChoose,
}: NavGroupProps) {
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Which link to focus once the list is shown (ArrowDown / ArrowUp on the button).
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const current = group.items.some((item) => isCurrentPage(pathname, item.to));

  useEffect(() => {
    if (!open) return;
    function closeOnOutsideClick(event: MouseEvent) {
      if (!container.current?.contains(event.target as Node)) onClose();
    }
    document.addEventListener('click', closeOnOutsideClick);
    return () => document.removeEventListener('click', closeOnOutsideClick);
  }, [open, onClose]);

  useEffect(() => {
    if (!open || focusOnOpen === null) return;
    const links = groupLinks(list.current);
    (focusOnOpen === 'first' ? links[0] : links.at(-1))?.focus();
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setFocusOnOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    onOpen();
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const links = groupLinks(list.current);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const target = {
      ArrowDown: links[(index + 1) % links.length],
      ArrowUp: links[(index - 1 + links.length) % links.length],
      Home: links[0],
      End: links.at(-1),
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  // Tabbing out of the group closes it; a blur with no new focus target (the window lost focus, or a
  // click on something unfocusable) is left to the outside-click handler.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (open && next && !container.current?.contains(next)) onFocusLeave();
  }

  return (
    <div ref={container} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={GROUP_BUTTON_CLASS}
        aria-expanded={open}
        aria-controls={listId}
        // The page shown belongs to this group: said to screen readers, shown by colour and underline.
        aria-current={current ? 'true' : undefined}
        onClick={onToggle}
        onKeyDown={onButtonKeyDown}
      >
        {group.label}
        <ChevronDownIcon className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keydown bubbles up from the links inside (arrow keys move between them); the list itself takes no focus. */}
      <ul
        ref={list}
        id={listId}
        onKeyDown={onListKeyDown}
        // Closed, the list is hidden by HTML (at every width), so it leaves the accessibility tree
        // and the tab order even where the styles have not loaded.
        hidden={!open}
        className={`pl-4 nav:absolute nav:left-0 nav:z-20 nav:mt-1 nav:w-max nav:min-w-64 nav:max-w-[calc(100vw-2rem)] nav:rounded-md nav:bg-navy-900 nav:p-2 nav:shadow-lg`}
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={LINK_CLASS}
              aria-current={isCurrentPage(pathname, item.to) ? 'page' : undefined}
              onClick={onChoose}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function groupLinks(list: HTMLUListElement | null): HTMLAnchorElement[] {
  return list ? Array.from(list.querySelectorAll('a')) : [];
}
