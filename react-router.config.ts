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
} satisfies Config;
