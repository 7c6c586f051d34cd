import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../layout/page-meta.ts';

/** Admin screens have a title of their own and stay out of search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [...pageMeta({ title, description: `${title}: the admin area.` }), { name: 'robots', content: 'noindex' }];
}
