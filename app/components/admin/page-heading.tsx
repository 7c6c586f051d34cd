import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * The navigation whose heading last took focus. A screen may mount its heading again for the same
 * navigation (a loader revalidating after sign-in, a list swapping its loading state): focus is
 * moved once per navigation, never pulled back from where the visitor has since tabbed.
 */
let focusedForLocationKey: string | undefined;

/**
 * A page's h1. After a client-side navigation it takes focus, so a screen reader announces the new
 * page and the next Tab starts from the top of it, as after a full page load. The first page of a
 * visit (location key 'default') keeps the browser's own start, where the skip link comes first.
 */
export function PageHeading({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key, pathname } = useLocation();
  const focusUnlessFirstPage = useEffectEvent(() => {
    // A prerendered page (the sign-in page) mounts its heading while React hydrates it, before the
    // root marks the document hydrated: the visitor may already be typing there, so focus stays put.
    if (document.documentElement.dataset.hydrated !== 'true') return;
    if (key === 'default' || key === focusedForLocationKey) return;
    focusedForLocationKey = key;
    ref.current?.focus();
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
