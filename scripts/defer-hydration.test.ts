import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Script, runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { contentSecurityPolicyFor, inlineElementContents } from '../server/plugins/static-site.plugin.ts';
import { BOOKING_DRAFT_KEY } from '../app/lib/booking-draft.ts';
import { NEEDS_SCRIPTS_AT_ONCE_ATTRIBUTE } from '../domain/served-status.ts';
import { START_AT_ONCE, deferHydration, deferredPagePaths, pageFile, parseModuleScript } from './defer-hydration.ts';

/** The about page as `react-router build` emitted it, its visible content cut short; scripts verbatim. */
const PAGE = readFileSync(new URL('./defer-hydration.fixture.html', import.meta.url), 'utf8');
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

function loaderOf(html: string): string {
  const match = /<script id="deferred-hydration">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no loader in the page');
  return match[1];
}

/** The data the loader was built with, read back from its minified source. */
function configOf(html: string): {
  preload: string[];
  modules: string[];
  routes: Record<string, number>;
  entry: string;
} {
  const literal = /var \w+=(\{preload:.*?\});/.exec(loaderOf(html))?.[1];
  if (!literal) throw new Error('no config in the loader');
  return runInNewContext(`(${literal})`) as ReturnType<typeof configOf>;
}

describe('deferHydration', () => {
  const rewritten = deferHydration(PAGE);

  test('removes every module preload and the module script, and nothing else', () => {
    expect(PAGE).toContain('rel="modulepreload"');
    expect(rewritten).not.toMatch(/<link rel="modulepreload"/);
    expect(rewritten).not.toMatch(/<script type="module"/);
    const untouched = (html: string) =>
      html
        .replace(/<link rel="modulepreload"[^>]*>/g, '')
        .replace(/<script (type="module" async=""|id="deferred-hydration")>[\s\S]*?<\/script>/, '<SCRIPT/>');
    expect(untouched(rewritten)).toBe(untouched(PAGE));
  });

  test('puts the loader where the module script was, so every other script keeps its order', () => {
    const before = inlineElementContents(PAGE, 'script');
    const after = inlineElementContents(rewritten, 'script');
    const moduleIndex = before.findIndex((script) => script.includes('__reactRouterRouteModules'));
    expect(moduleIndex).toBeGreaterThan(0);
    expect(after.length).toBe(before.length);
    expect(after[moduleIndex]).toBe(loaderOf(rewritten));
    expect(after.filter((_, index) => index !== moduleIndex)).toEqual(
      before.filter((_, index) => index !== moduleIndex),
    );
  });

  test('the loader imports what React Router did, in the same order, and preloads the same files', () => {
    const config = configOf(rewritten);
    expect(config.preload).toEqual(
      [...PAGE.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]),
    );
    expect(config.modules).toEqual([
      expect.stringMatching(/^\/assets\/manifest-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/root-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/site-layout-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/about-[\w-]+\.js$/),
    ]);
    expect(config.routes).toEqual({ root: 1, 'components/layout/site-layout': 2, 'routes/site/about': 3 });
    expect(config.entry).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
  });

  test('the loader is a classic script that parses, waits for interaction and watches for hydration', () => {
    const loader = loaderOf(rewritten);
    expect(() => new Script(loader)).not.toThrow();
    expect(loader).toContain('"pointerdown"');
    expect(loader).toContain('"keydown"');
    expect(loader).toContain('data-hydrated');
    expect(loader).not.toMatch(/^\s*import\s/m);
  });

  test('the CSP the server computes allows the loader by its hash', () => {
    const hash = createHash('sha256').update(loaderOf(rewritten), 'utf8').digest('base64');
    const policy = contentSecurityPolicyFor(rewritten);
    expect(policy).toContain(`'sha256-${hash}'`);
    expect(policy).not.toContain('unsafe-inline');
  });

  test('the visits that start at once are in the loader; a page without any waits for an interaction', () => {
    const booking = deferHydration(PAGE, { withQuery: true, whenStored: 'booking-draft:v1' });
    expect(booking).not.toMatch(/<link rel="modulepreload"/);
    const literal = /var \w+=(\{preload:.*?\});/.exec(loaderOf(booking))?.[1] ?? '';
    const config = runInNewContext(`(${literal})`) as { preload: string[]; startAtOnce: unknown };
    expect(config.preload).toEqual(configOf(rewritten).preload);
    expect(config.startAtOnce).toEqual({ withQuery: true, whenStored: 'booking-draft:v1' });
    expect(loaderOf(booking)).toContain('localStorage.getItem');
    expect((configOf(rewritten) as { startAtOnce?: unknown }).startAtOnce).toEqual({});
  });

  test('a page already rewritten is left as it is', () => {
    expect(deferHydration(rewritten)).toBe(rewritten);
  });

  test('fails the build on HTML it does not recognise rather than shipping a page that never hydrates', () => {
    expect(() => deferHydration(PAGE.replace(MODULE_SCRIPT, ''))).toThrow(/expected one React Router module script/);
    expect(() => deferHydration(PAGE.replace('import("/assets/', 'console.log(1);\nimport("/assets/'))).toThrow(
      /unexpected line/,
    );
    expect(() => parseModuleScript('import "/assets/manifest.js";')).toThrow(/no route modules or no entry/);
  });
});

describe('deferredPagePaths', () => {
  test('covers every public page, the booking wizard, the sign-in page and the not-found page', () => {
    const paths = deferredPagePaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/home', '/about', '/contact', '/services/parking', '/location/mavid', '/404']),
    );
    expect(paths).toEqual(expect.arrayContaining(['/request', '/fr/request', '/Login']));
  });

  test('the booking starts at once with a saved booking or a query; the status page where it uploads', () => {
    expect(START_AT_ONCE).toEqual({
      '/request': { withQuery: true, whenStored: BOOKING_DRAFT_KEY },
      '/fr/request': { withQuery: true, whenStored: BOOKING_DRAFT_KEY },
      '/status/_': { whenAttribute: NEEDS_SCRIPTS_AT_ONCE_ATTRIBUTE },
      '/fr/status/_': { whenAttribute: NEEDS_SCRIPTS_AT_ONCE_ATTRIBUTE },
    });
  });

  test('maps each path to the file React Router writes', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/services/truck-Mechanic')).toBe('services/truck-Mechanic/index.html');
    expect(pageFile('/404')).toBe('404/index.html');
  });
});
