import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGES, pathInLanguage } from '../../../domain/language.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';

/** Admin screens in the site's frame: English only, so they offer no French page (docs/i18n.md). */
const ENGLISH_ONLY_SCREENS = [ADMIN_PATHS.login, ADMIN_PATHS.forgotPassword].map((path) => path.toLowerCase());

/** '/Login/' → '/login': a path as the server and router match it. */
function normalized(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1').toLowerCase();
}

/**
 * The link to the same page in the other language, at the top of every public page. A plain link
 * (a full page load of the other prerendered page, so its `lang`, title and canonical link come with
 * it, and it works without scripts). Its text is in the language it leads to, marked with `lang`
 * so a screen reader pronounces it right (WCAG 3.1.2). None on the English-only admin screens.
 */
export function LanguageSwitch() {
  const { language, t } = useI18n();
  const { pathname, search, hash } = useLocation();
  const other = LANGUAGES.find((candidate) => candidate !== language) ?? 'en';
  const href = pathInLanguage(pathname.replace(/(.)\/+$/, '$1'), other) + search + hash;
  // The not-found page is one prerendered file for every unknown address, so its HTML names the other
  // not-found page; React keeps server attributes when it hydrates, so once scripts run the link is
  // pointed at the address actually asked for (on other pages this sets what is already there).
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.setAttribute('href', href), [href]);
  if (ENGLISH_ONLY_SCREENS.includes(normalized(pathname))) return null;
  return (
    <a
      ref={link}
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={t('layout.languageSwitchLabel')}
      className="inline-flex min-h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm font-semibold text-navy-100 underline underline-offset-4 hover:bg-navy-800 hover:text-white"
    >
      {t('layout.languageSwitch')}
    </a>
  );
}
