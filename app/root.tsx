import { type ReactNode, useEffect, useState } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { type Language, LANGUAGES, languageOfPath, LOCALES, pathInLanguage } from '../domain/language.ts';
import type { Route } from './+types/root';
import './app.css';
import { LogoMark } from './components/layout/logo.tsx';
import { pageMeta } from './components/layout/page-meta.ts';
import { BOOKING_PATH, HOME_PATH } from './content/navigation.ts';
import { SITE } from './content/site.ts';
import { I18nProvider, useI18n } from './i18n/i18n.tsx';
import { EARLY_INPUT_RECORDER, stopRecordingEarlyInput } from './lib/early-input.ts';
import { restoringMark } from './lib/restoring-mark.ts';

const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig={jitless:true};';
/**
 * Marks that scripts run, before the body is parsed: what only a browser without them should see
 * (the booking wizard's notice) is hidden by CSS under `[data-scripts]`, so it never shows and then
 * vanishes (no layout shift). Unlike <noscript>, this also holds where scripting is switched off
 * per page (automation), and it needs nothing from React.
 */
const SCRIPTS_ON_MARK = 'document.documentElement.dataset.scripts="on";';

/** On the booking page, covers the wizard while a booking saved on a later step comes back. */
const BOOKING_RESTORING_MARK = restoringMark([BOOKING_PATH, pathInLanguage(BOOKING_PATH, 'fr')]);

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

// The app shell is what client-only pages (Login, Dashboard) are served as: never indexed. Public
// pages return their own meta, which replaces this.
export const meta: Route.MetaFunction = () => pageMeta({ noindex: true });

/**
 * The language the served HTML was written in, read before React hydrates it. A client-only screen
 * (`/fr/status/…`) is served the one app shell, written in English; it hydrates in that language
 * (or React finds other text than it renders) and turns to its own right after.
 */
const LANGUAGE_OF_SERVED_HTML: Language | undefined =
  typeof document === 'undefined'
    ? undefined
    : LANGUAGES.find((language) => LOCALES[language] === document.documentElement.lang);

export function Layout({ children }: { children: ReactNode }) {
  // The address says the language (`/fr/…` is French), so the prerendered file carries the right
  // `lang` without scripts, and every screen below reads it through useI18n (docs/i18n.md).
  const pathLanguage = languageOfPath(useLocation().pathname);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const language = hydrated ? pathLanguage : (LANGUAGE_OF_SERVED_HTML ?? pathLanguage);
  return (
    <html lang={LOCALES[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={SITE.themeColor} />
        {/* Before any module runs: zod reads this when it loads, so no schema ever probes `new Function`,
            which the CSP forbids (a console violation on every page using zod). Parsing without that
            speed-up is fast enough for our forms. The server hashes this inline script into the CSP. */}
        <script dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
        {/* Notes what is typed into the prerendered forms before React owns them, so hydration does
            not wipe it (app/lib/early-input.ts, docs/decisions/019-forms-from-the-first-tap.md); and
            on the booking page, marks a saved booking's return (app/lib/restoring-mark.ts). */}
        <script dangerouslySetInnerHTML={{ __html: SCRIPTS_ON_MARK + EARLY_INPUT_RECORDER + BOOKING_RESTORING_MARK }} />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider language={language}>
          <SkipLink />
          {children}
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-gold-400 px-4 py-3 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('layout.skipToContent')}
    </a>
  );
}

export default function App() {
  // Tells the content pages' deferred loader that React now handles clicks, so it can replay the ones
  // it held back (docs/decisions/011-load-scripts-on-interaction.md). The root's effect runs after
  // every child's effect of the first render.
  // Every form has taken back its early input in its own effect by now, so the record can go.
  useEffect(() => {
    stopRecordingEarlyInput();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/**
 * Shown by the SPA fallback page (admin screens and other client-only routes) while the app's
 * scripts load. Without JavaScript those screens cannot work, so it says so and offers the phone.
 */
export function HydrateFallback() {
  const { t, rich } = useI18n();
  const phone = (
    <a className="font-semibold text-navy-700 underline" href={`tel:${SITE.contact.phoneE164}`}>
      {SITE.contact.phoneDisplay}
    </a>
  );
  return (
    <StandalonePage>
      <p className="flex items-center gap-3 text-lg" role="status">
        <span
          className="size-5 animate-spin rounded-full border-2 border-navy-200 border-t-navy-900"
          aria-hidden="true"
        />
        {t('layout.loading')}
      </p>
      <noscript>
        <p className="mt-4">{rich('layout.needsJavaScript', { phone: () => phone })}</p>
      </noscript>
    </StandalonePage>
  );
}

/** Last resort for errors no route handled: say what happened in plain words and offer a way on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, path } = useI18n();
  let heading = t('error.title');
  let message = t('error.text');
  let details: string | undefined;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      heading = t('error.notFoundTitle');
      message = t('error.notFoundText');
    } else {
      heading = t('error.status', { status: error.status });
      message = error.statusText || message;
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    details = error.stack;
  }

  return (
    <StandalonePage>
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-3 text-lg">{message}</p>
      <ul className="mt-6 flex flex-wrap gap-3">
        <li>
          <a
            href={path(HOME_PATH)}
            className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-4 font-semibold text-white"
          >
            {t('error.home')}
          </a>
        </li>
        <li>
          <a
            href={path(BOOKING_PATH)}
            className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 px-4 font-semibold"
          >
            {t('error.book')}
          </a>
        </li>
        <li>
          <a
            href={`tel:${SITE.contact.phoneE164}`}
            className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 px-4 font-semibold"
          >
            {t('error.call', { phone: SITE.contact.phoneDisplay })}
          </a>
        </li>
      </ul>
      {details ? <pre className="mt-6 overflow-x-auto rounded-md bg-navy-50 p-4 text-sm">{details}</pre> : null}
    </StandalonePage>
  );
}

/**
 * A page without the site layout, for the fallback and error screens. Plain `<a>` links on purpose:
 * after an error, a full page load is the most reliable way back.
 */
function StandalonePage({ children }: { children: ReactNode }) {
  const { path } = useI18n();
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-12">
      <a href={path(HOME_PATH)} className="mb-8 inline-flex items-center gap-2 font-bold text-navy-900">
        <LogoMark className="size-10" />
        {SITE.name}
      </a>
      {children}
    </main>
  );
}
