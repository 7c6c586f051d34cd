/**
 * Browser code, inlined by scripts/defer-hydration.ts into each prerendered content page in place of
 * React Router's module script (docs/decisions/011-load-scripts-on-interaction.md). It loads and runs
 * exactly what that script did, but only on the visitor's first interaction, and replays a button
 * press made before React was there to hear it.
 *
 * Compiled by esbuild to one small classic script; DEFERRED_HYDRATION is replaced by each page's
 * data at build time. Keep it dependency-free and ES2020.
 */

export interface DeferredHydrationConfig {
  /** What React Router preloaded in <head>: fetched in parallel once loading starts. */
  preload: string[];
  /** The module script's static imports, in their order: the manifest, then each route module. */
  modules: string[];
  /** window.__reactRouterRouteModules as React Router builds it: route id → index into `modules`. */
  routes: Record<string, number>;
  /** Imported last, as React Router does: it hydrates the document. */
  entry: string;
  /** When to load at once instead of at the first interaction. */
  startAtOnce: StartAtOnce;
}

/** Visits that need the scripts at once (scripts/defer-hydration.ts, START_AT_ONCE). */
export interface StartAtOnce {
  /** The address has a query string (the booking's confirmation is read from it). */
  withQuery?: boolean;
  /** localStorage holds this key (a booking saved on an earlier visit, to bring back). */
  whenStored?: string;
  /** The page has an element with this attribute (a form that uploads files). */
  whenAttribute?: string;
}

declare const DEFERRED_HYDRATION: DeferredHydrationConfig;

const config = DEFERRED_HYDRATION;
const root = document.documentElement;
/**
 * The first sign of a person. Touch and pen send pointerdown/touchstart (touchstart for browsers
 * without pointer events); keyboards keydown; screen readers and programmatic focus focusin;
 * reading scroll/wheel (the maps and carousels need the scripts, and by then the largest image is
 * painted). mousemove means a desktop, with bandwidth to spare: it loads at once there, so hover
 * menus and the hero clip behave as before. Phones never send mousemove before a tap.
 */
const TRIGGERS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel', 'mousemove'];
/**
 * Elements whose click does nothing, or the wrong thing, until React handles it. Links are left out
 * (they navigate natively to a prerendered page), and so is <summary>: the site's <details> work
 * without any script, so their click must not be held back.
 */
const REPLAYED = 'button, [role="button"], input[type="submit"], input[type="button"], input[type="image"]';
/** If React never marks the page hydrated (a failed hydration), stop holding clicks back. */
const GIVE_UP_MS = 10_000;
const listenerOptions = { capture: true, passive: true } as const;

let started = false;
let released = false;
const pendingClicks: { element: HTMLElement; selector: string }[] = [];
const pendingSubmits: { form: HTMLFormElement; submitter: HTMLElement | null }[] = [];

function start() {
  if (started) return;
  started = true;
  for (const type of TRIGGERS) removeEventListener(type, start, listenerOptions);
  for (const href of config.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // One module after the other, as the static imports of React Router's script evaluated; the
  // preloads above have already started every download in parallel, so this costs no round trip.
  const loaded: unknown[] = [];
  config.modules
    .reduce<Promise<unknown>>(
      (previous, href) => previous.then(() => import(href)).then((module: unknown) => loaded.push(module)),
      Promise.resolve(),
    )
    .then(() => {
      const routeModules: Record<string, unknown> = {};
      for (const [id, index] of Object.entries(config.routes)) routeModules[id] = loaded[index];
      (window as unknown as { __reactRouterRouteModules: unknown }).__reactRouterRouteModules = routeModules;
      return import(config.entry);
    })
    .then(
      // If React never marks the page, hand what was held to the browser after a while.
      () => setTimeout(replay, GIVE_UP_MS),
      (error: unknown) => {
        // The scripts will not come: let the browser do what was asked. A held submit button posts
        // its form natively (the contact forms post to our endpoints and get a page back).
        replay();
        throw error;
      },
    );
}

/** A path of nth-child steps, to find the element again if React replaced the node. */
function selectorOf(element: Element): string {
  if (element.id) return `#${CSS.escape(element.id)}`;
  const steps: string[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    steps.unshift(
      `${node.localName}:nth-child(${Array.prototype.indexOf.call(node.parentElement?.children ?? [], node) + 1})`,
    );
  }
  return `html > ${steps.join(' > ')}`;
}

function holdClick(event: MouseEvent) {
  start();
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYED) : null;
  if (!target || released) return;
  // Neither the browser nor React, which may already handle part of the page while it hydrates,
  // acts on it now: the replay is its one delivery.
  event.preventDefault();
  event.stopPropagation();
  // Once per element: a second tap while the scripts load means "nothing happened", not "toggle back".
  if (!pendingClicks.some((pending) => pending.element === target)) {
    pendingClicks.push({ element: target, selector: selectorOf(target) });
  }
}

/** Enter in a form without a submit button submits without a click. */
function holdSubmit(event: SubmitEvent) {
  start();
  if (released || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopPropagation();
  pendingSubmits.push({ form: event.target, submitter: event.submitter });
}

function release() {
  if (released) return;
  released = true;
  observer.disconnect();
  removeEventListener('click', holdClick, true);
  removeEventListener('submit', holdSubmit, true);
}

/** Once: after hydration (React handles the presses) or after a failure (the browser does). */
function replay() {
  if (released) return;
  release();
  for (const { element, selector } of pendingClicks) {
    const current = element.isConnected ? element : document.querySelector<HTMLElement>(selector);
    current?.click();
  }
  for (const { form, submitter } of pendingSubmits) {
    if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
  }
}

// app/root.tsx sets data-hydrated in an effect, after every effect of the first render has run. The
// replay waits one more task, so state those effects set (the contact forms enable themselves) is
// rendered before the click lands.
const observer = new MutationObserver(() => {
  if (root.hasAttribute('data-hydrated')) setTimeout(replay);
});
observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
addEventListener('click', holdClick, true);
addEventListener('submit', holdSubmit, true);
for (const type of TRIGGERS) addEventListener(type, start, listenerOptions);
/** A stored key, or false where storage is refused (private modes, blocked cookies). */
function isStored(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

// A page opened at a #fragment was opened to act on a part of it (a form further down): load now.
// So is a visit whose first screen is the scripts' work (a saved booking to bring back).
const { withQuery, whenStored, whenAttribute } = config.startAtOnce;
if (
  location.hash.length > 1 ||
  (withQuery === true && location.search.length > 1) ||
  (whenStored !== undefined && isStored(whenStored)) ||
  (whenAttribute !== undefined && document.querySelector(`[${whenAttribute}]`) !== null)
) {
  start();
}
