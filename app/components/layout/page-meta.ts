import type { MetaDescriptor } from 'react-router';
import { SITE } from '../../content/site.ts';

/**
 * Title and description for a route's `meta` export. React Router replaces, not merges, the meta
 * of parent routes, so every route returns the full set from here.
 */
export function pageMeta({
  title,
  description,
  path,
}: {
  title?: string;
  description?: string;
  /** The page's canonical path (e.g. `/services/parking`), also when it is served under another address. */
  path?: string;
} = {}): MetaDescriptor[] {
  const fullTitle = title ? `${title} · ${SITE.name}` : `${SITE.name} · ${SITE.tagline}`;
  const fullDescription = description ?? SITE.description;
  return [
    { title: fullTitle },
    { name: 'description', content: fullDescription },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: fullDescription },
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:type', content: 'website' },
    ...(path ? [{ tagName: 'link', rel: 'canonical', href: path }] : []),
  ];
}
