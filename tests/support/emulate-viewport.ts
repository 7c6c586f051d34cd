/**
 * jsdom has no layout and no matchMedia: this answers a component's media queries for a viewport
 * width and a motion preference, evaluating the same `(width < Npx)` queries a browser would.
 */
export function emulateViewport({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }) {
  window.matchMedia = (query: string) => {
    const widthQuery = /^\(width < (\d+)px\)$/.exec(query);
    const matches = widthQuery
      ? width < Number(widthQuery[1])
      : query === '(prefers-reduced-motion: reduce)' && reducedMotion;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
