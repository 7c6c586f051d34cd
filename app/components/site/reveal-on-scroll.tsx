import { useEffect, useRef, type ReactNode } from 'react';

/** As on the original site: service pages zoom up over 1000 ms, linear; every other page fades up over 400 ms, ease. */
export type RevealAnimation = 'zoom-up' | 'fade-up';

/**
 * The hidden state lives only in `data-reveal="hidden"`, which nothing but the effect below sets:
 * the prerendered HTML, a browser without JavaScript and a reader who prefers reduced motion all
 * get the content fully visible, and nothing in view at load is ever hidden (no LCP or CLS cost;
 * transforms and opacity do not shift layout). Only revealing is animated (the duration, too, is
 * set only then, as a duration alone animates every property): hiding is instant, so no text is
 * left half-faded while out of sight. Printing shows everything.
 */
const ANIMATION_CLASSES: Record<RevealAnimation, string> = {
  'zoom-up':
    'data-[reveal=shown]:duration-1000 data-[reveal=shown]:ease-linear not-print:data-[reveal=hidden]:translate-y-8 not-print:data-[reveal=hidden]:scale-90 not-print:data-[reveal=hidden]:opacity-0',
  'fade-up':
    'data-[reveal=shown]:duration-400 data-[reveal=shown]:ease-[ease] not-print:data-[reveal=hidden]:translate-y-8 not-print:data-[reveal=hidden]:opacity-0',
};

/** The original's AOS offset: an element is revealed once its top is 120 px above the viewport's bottom edge. */
export const REVEAL_OFFSET_PX = 120;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function RevealOnScroll({
  animation = 'fade-up',
  className = '',
  children,
}: {
  animation?: RevealAnimation;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    return element ? watchReveal(element) : undefined;
  }, []);

  return (
    <div
      ref={ref}
      className={`motion-safe:data-[reveal=shown]:transition ${ANIMATION_CLASSES[animation]} ${className}`}
    >
      {children}
    </div>
  );
}

/**
 * Hides the element while it is below the viewport and reveals it as it scrolls in. Like AOS with
 * `once: false`, it hides again when scrolled back out below, but never when it leaves at the top.
 * Returns the clean-up.
 */
export function watchReveal(element: HTMLElement): () => void {
  if (typeof IntersectionObserver !== 'function' || typeof window.matchMedia !== 'function') return () => {};
  const motionQuery = window.matchMedia(REDUCED_MOTION_QUERY);
  if (motionQuery.matches) return () => {};

  function show() {
    element.dataset.reveal = 'shown';
  }

  const revealObserver = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) show();
    },
    { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
  );
  // A second observer on the whole viewport: only an element entirely below it may be hidden, so
  // content a reader can already see never disappears.
  const hideObserver = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const viewportBottom = entry.rootBounds?.bottom ?? window.innerHeight;
      if (!entry.isIntersecting && entry.boundingClientRect.top >= viewportBottom) element.dataset.reveal = 'hidden';
    }
  });

  function stop() {
    revealObserver.disconnect();
    hideObserver.disconnect();
    element.removeEventListener('focusin', show);
    motionQuery.removeEventListener('change', onMotionPreferenceChange);
  }

  // Turning on reduced motion mid-visit shows everything at once and stops animating.
  function onMotionPreferenceChange() {
    if (!motionQuery.matches) return;
    stop();
    delete element.dataset.reveal;
  }

  revealObserver.observe(element);
  hideObserver.observe(element);
  // A keyboard user tabbing into a hidden section sees it at once, with its focus ring.
  element.addEventListener('focusin', show);
  motionQuery.addEventListener('change', onMotionPreferenceChange);
  return stop;
}
