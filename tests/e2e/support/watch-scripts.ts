import type { Page } from '@playwright/test';

/** Records every script of ours the page asks for (`/assets/*.js`), from the first request on. */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.+\.js$/.test(pathname)) scripts.push(pathname);
  });
  return scripts;
}
