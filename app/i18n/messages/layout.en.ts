/**
 * What the page frame says: skip link, header, footer, language switch, loading and error screens.
 * English is the reference catalogue: every key is defined here first, and the French catalogue
 * must have the same keys (docs/i18n.md).
 */
export const LAYOUT_EN = {
  'layout.skipToContent': 'Skip to main content',
  'layout.loading': 'Loading…',
  'layout.needsJavaScript': 'This page needs JavaScript. You can still call us at <phone></phone>.',
  'layout.mainNavigation': 'Main',
  'layout.menu': 'Menu',
  'layout.adminDashboard': 'Admin dashboard',
  'layout.call': 'Call {phone}',
  'layout.languageSwitch': 'Français',
  'layout.languageSwitchLabel': 'Lire cette page en français',
  'error.title': 'Something went wrong',
  'error.text': 'The page could not be shown. Reload it, or go back to the home page. Nothing you sent was lost.',
  'error.notFoundTitle': 'Page not found',
  'error.notFoundText': 'We could not find that page. It may have moved.',
  'error.status': 'Error {status}',
  'error.home': 'Go to the home page',
  'error.book': 'Book a spot online',
  'error.call': 'Call {phone}',
} as const;
