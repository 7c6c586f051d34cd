/**
 * The carousel's rules as plain functions (the original site's responsive options and timings), kept apart
 * from React so each can be tested on its own. A position is the index of the first visible slide.
 */

/** The original site's breakpoints (max widths in px); the carousel's CSS knows exactly these. */
export type CarouselBreakpoint = 1199 | 991 | 767 | 500 | 390;
export type CarouselVisibleCount = 1 | 2 | 3 | 4;

export interface CarouselResponsiveOption {
  /** Applies at viewport widths up to and including this (px). */
  breakpoint: CarouselBreakpoint;
  numVisible: CarouselVisibleCount;
  numScroll: number;
}

export interface CarouselLayout {
  numVisible: CarouselVisibleCount;
  numScroll: number;
}

/** As on the original site: 3 visible and scroll 1 by default; 2 up to 1199 px and 991 px; 1 up to 767, 500 and 390 px. */
export const DEFAULT_CAROUSEL_LAYOUT: CarouselLayout = { numVisible: 3, numScroll: 1 };
export const DEFAULT_CAROUSEL_RESPONSIVE_OPTIONS: readonly CarouselResponsiveOption[] = [
  { breakpoint: 1199, numVisible: 2, numScroll: 1 },
  { breakpoint: 991, numVisible: 2, numScroll: 1 },
  { breakpoint: 767, numVisible: 1, numScroll: 1 },
  { breakpoint: 500, numVisible: 1, numScroll: 1 },
  { breakpoint: 390, numVisible: 1, numScroll: 1 },
];

/** As on the original site: a slide moves in 500 ms; a touch must travel more than 20 px to count as a swipe. */
export const CAROUSEL_SLIDE_MS = 500;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 20;

/**
 * The media query of a breakpoint, in the range form Tailwind writes too (`width < N+1`), so the
 * CSS that sizes the slides and the script that counts them switch at exactly the same width.
 */
export function breakpointQuery(breakpoint: CarouselBreakpoint): string {
  return `(width < ${breakpoint + 1}px)`;
}

/** The layout at a viewport width: the option with the smallest breakpoint that still covers it. */
export function layoutForWidth(
  width: number,
  base: CarouselLayout = DEFAULT_CAROUSEL_LAYOUT,
  options: readonly CarouselResponsiveOption[] = DEFAULT_CAROUSEL_RESPONSIVE_OPTIONS,
): CarouselLayout {
  return layoutForMatches((breakpoint) => width < breakpoint + 1, base, options);
}

/** The same choice from a predicate saying which breakpoints' queries match (in the browser, matchMedia). */
export function layoutForMatches(
  matches: (breakpoint: CarouselBreakpoint) => boolean,
  base: CarouselLayout = DEFAULT_CAROUSEL_LAYOUT,
  options: readonly CarouselResponsiveOption[] = DEFAULT_CAROUSEL_RESPONSIVE_OPTIONS,
): CarouselLayout {
  const matching = options.filter((option) => matches(option.breakpoint));
  if (matching.length === 0) return base;
  const chosen = matching.reduce((smallest, option) => (option.breakpoint < smallest.breakpoint ? option : smallest));
  return { numVisible: chosen.numVisible, numScroll: chosen.numScroll };
}

/** The last position: the slides end flush with the right edge (0 when all fit). */
export function lastPosition(slideCount: number, numVisible: number): number {
  return Math.max(0, slideCount - numVisible);
}

/** How many distinct views there are, stepping `numScroll` at a time. */
export function pageCount(slideCount: number, { numVisible, numScroll }: CarouselLayout): number {
  const last = lastPosition(slideCount, numVisible);
  return last === 0 ? 1 : Math.ceil(last / Math.max(1, numScroll)) + 1;
}

/** The position after "next": forward by numScroll; past the end, circular wraps to the start. */
export function nextPosition(position: number, slideCount: number, layout: CarouselLayout, circular: boolean): number {
  const last = lastPosition(slideCount, layout.numVisible);
  if (position >= last) return circular ? 0 : last;
  return Math.min(last, position + Math.max(1, layout.numScroll));
}

/** The position after "previous": back by numScroll; before the start, circular wraps to the end. */
export function previousPosition(
  position: number,
  slideCount: number,
  layout: CarouselLayout,
  circular: boolean,
): number {
  const last = lastPosition(slideCount, layout.numVisible);
  if (position <= 0) return circular ? last : 0;
  return Math.max(0, Math.min(last, position - Math.max(1, layout.numScroll)));
}

/**
 * Where autoplay goes next. It never stalls at the end: a non-circular carousel rewinds to the
 * start, as the original did (only the buttons stop at the ends).
 */
export function autoplayPosition(position: number, slideCount: number, layout: CarouselLayout): number {
  return nextPosition(position, slideCount, layout, true);
}

/** A horizontal touch movement (end x − start x) that counts as a swipe: +1 next, −1 previous, 0 none. */
export function swipeDirection(deltaX: number, deltaY = 0): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= CAROUSEL_SWIPE_THRESHOLD_PX || Math.abs(deltaY) > Math.abs(deltaX)) return 0;
  return deltaX < 0 ? 1 : -1;
}
