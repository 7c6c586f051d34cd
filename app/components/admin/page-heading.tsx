import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * The navigation whose heading last took focus. A screen may mount its heading again for the same
 * navigation (a loader revalidating after sign-in, a list swapping its loading state): focus is
 * moved once per navigation, never pulled back from where the visitor has since tabbed.
 */
let focusedForLocationKey: string | undefined;

/**
 * Where focus was when a navigation started (on the link or button that started it), noted by the
 * heading of the screen being left, with the key of the location it leads to.
 */
let focusWhenNavigationStarted: { toKey: string; element: Element | null } | undefined;

/**
 * True when the visitor moved focus while this location's screen loaded: on a slow link they may
 * tab or start typing before it arrives, and pulling focus from there to the heading would lose
 * their place (and their keystrokes). Focus still on what started the navigation, or dropped to
 * the page because that element went away with the old screen, counts as not moved; so does a
 * navigation with nothing noted (one that needed no loading).
 */
function visitorMovedFocusWhileLoading(key: string): boolean {
  const noted = focusWhenNavigationStarted;
  focusWhenNavigationStarted = undefined;
  if (noted?.toKey !== key) return false;
  const started = noted.element;
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== started;
}

/**
 * A page's h1. After a client-side navigation it takes focus, so a screen reader announces the new
 * page and the next Tab starts from the top of it, as after a full page load. The first page of a
 * visit (location key 'default') keeps the browser's own start, where the skip link comes first.
 */
export function PageHeading({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key, pathname } = useLocation();
  const navigation = useNavigation();
  const leavingFor = navigation.state === 'idle' ? undefined : navigation.location?.key;

  useEffect(() => {
    if (leavingFor !== undefined) focusWhenNavigationStarted = { toKey: leavingFor, element: document.activeElement };
  }, [leavingFor]);

  const focusUnlessFirstPage = useEffectEvent(() => {
    // A prerendered page (the sign-in page) mounts its heading while React hydrates it, before the
    // root marks the document hydrated: the visitor may already be typing there, so focus stays put.
    if (document.documentElement.dataset.hydrated !== 'true') return;
    if (key === 'default' || key === focusedForLocationKey) return;
    focusedForLocationKey = key;
    if (!visitorMovedFocusWhileLoading(key)) ref.current?.focus();
  });

  // Only a new page moves focus: a new page of the same list (a search change) keeps it on the pager.
  useEffect(() => {
    focusUnlessFirstPage();
  }, [pathname]);

  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className={`text-2xl font-extrabold text-navy-900 focus:outline-none md:text-3xl ${className}`}
    >
      {children}
    </h1>
  );
}
