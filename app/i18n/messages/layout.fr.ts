import type { Catalogue } from '../catalogue.ts';
import type { LAYOUT_EN } from './layout.en.ts';

export const LAYOUT_FR = {
  'layout.skipToContent': 'Passer au contenu principal',
  'layout.loading': 'Chargement…',
  'layout.needsJavaScript':
    'Cette page a besoin de JavaScript. Vous pouvez tout de même nous appeler au <phone></phone>.',
  'layout.mainNavigation': 'Principal',
  'layout.menu': 'Menu',
  'layout.adminDashboard': 'Tableau de bord de l’administration',
  'layout.call': 'Appeler le {phone}',
  'layout.languageSwitch': 'English',
  'layout.languageSwitchLabel': 'Read this page in English',
  'error.title': 'Un problème est survenu',
  'error.text':
    'La page n’a pas pu s’afficher. Rechargez-la ou revenez à l’accueil. Rien de ce que vous avez envoyé n’a été perdu.',
  'error.notFoundTitle': 'Page introuvable',
  'error.notFoundText': 'Nous n’avons pas trouvé cette page. Elle a peut-être été déplacée.',
  'error.status': 'Erreur {status}',
  'error.home': 'Aller à l’accueil',
  'error.book': 'Réserver une place en ligne',
  'error.call': 'Appeler le {phone}',
} as const satisfies Catalogue<typeof LAYOUT_EN>;
