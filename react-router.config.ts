import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './app/prerendered-paths.ts';

/**
 * No server rendering at run time: every public page is prerendered to static HTML at build time
 * and hydrated; admin pages and anything not listed fall back to the SPA shell
 * (docs/decisions/001-architecture.md).
 */
export default {
  appDirectory: 'app',
  ssr: false,
  prerender: PRERENDERED_PATHS,
  // React Router 8 splits each clientLoader into a chunk of its own by default. Ours are small API
  // calls, four of the ten share code with their screen and cannot be split, and every extra chunk
  // is another request on a slow link: one chunk per route, as before (docs/decisions/044-react-router-8.md).
  splitRouteModules: false,
} satisfies Config;
