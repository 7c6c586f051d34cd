import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

/** Header, main content and footer around every public page. `#main-content` is the skip link's target. */
export default function SiteLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname, hash } = useLocation();
  const shownPath = useRef(pathname);

  // After a client-side navigation, focus moves to the new page's content, as after a full page load
  // a keyboard or screen-reader user would start there via the skip link: otherwise focus stays on a
  // menu link that has just been hidden, and the next Tab starts from the top of the document. A link
  // to an anchor (#section) keeps the browser's own handling.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!hash) main.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main ref={main} id="main-content" tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
