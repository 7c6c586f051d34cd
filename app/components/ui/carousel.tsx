import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type TouchEvent,
} from 'react';
import {
  autoplayPosition,
  breakpointQuery,
  DEFAULT_CAROUSEL_LAYOUT,
  DEFAULT_CAROUSEL_RESPONSIVE_OPTIONS,
  layoutForMatches,
  lastPosition,
  nextPosition,
  pageCount,
  previousPosition,
  swipeDirection,
  type CarouselBreakpoint,
  type CarouselLayout,
  type CarouselResponsiveOption,
  type CarouselVisibleCount,
} from './carousel-state.ts';
import { useI18n } from '../../i18n/i18n.tsx';

/*
 * Slide widths come from CSS, so the prerendered page shows the right number of slides at every
 * width before any script runs (no shift on hydration). Tailwind only sees whole class names, hence
 * this table: one class per breakpoint and count. `max-[N+1px]` is `(width < N+1px)`, the query
 * breakpointQuery() gives the script.
 */
const BASE_VISIBLE_CLASSES: Record<CarouselVisibleCount, string> = {
  1: '[--carousel-visible:1]',
  2: '[--carousel-visible:2]',
  3: '[--carousel-visible:3]',
  4: '[--carousel-visible:4]',
};
const BREAKPOINT_VISIBLE_CLASSES: Record<CarouselBreakpoint, Record<CarouselVisibleCount, string>> = {
  1199: {
    1: 'max-[1200px]:[--carousel-visible:1]',
    2: 'max-[1200px]:[--carousel-visible:2]',
    3: 'max-[1200px]:[--carousel-visible:3]',
    4: 'max-[1200px]:[--carousel-visible:4]',
  },
  991: {
    1: 'max-[992px]:[--carousel-visible:1]',
    2: 'max-[992px]:[--carousel-visible:2]',
    3: 'max-[992px]:[--carousel-visible:3]',
    4: 'max-[992px]:[--carousel-visible:4]',
  },
  767: {
    1: 'max-[768px]:[--carousel-visible:1]',
    2: 'max-[768px]:[--carousel-visible:2]',
    3: 'max-[768px]:[--carousel-visible:3]',
    4: 'max-[768px]:[--carousel-visible:4]',
  },
  500: {
    1: 'max-[501px]:[--carousel-visible:1]',
    2: 'max-[501px]:[--carousel-visible:2]',
    3: 'max-[501px]:[--carousel-visible:3]',
    4: 'max-[501px]:[--carousel-visible:4]',
  },
  390: {
    1: 'max-[391px]:[--carousel-visible:1]',
    2: 'max-[391px]:[--carousel-visible:2]',
    3: 'max-[391px]:[--carousel-visible:3]',
    4: 'max-[391px]:[--carousel-visible:4]',
  },
};

export interface CarouselProps<Item> {
  /** The carousel's accessible name, e.g. 'Our parking locations'. */
  label: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** Next after the last view goes back to the first (and previous from the first to the last). */
  circular?: boolean;
  /** Advance every this many ms until the user navigates; off under prefers-reduced-motion. */
  autoplayInterval?: number;
  numVisible?: CarouselVisibleCount;
  numScroll?: number;
  responsiveOptions?: readonly CarouselResponsiveOption[];
  className?: string;
}

/**
 * A carousel following the WAI-ARIA APG pattern (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/):
 * labelled previous/next buttons and a rotation control, each slide a group named "N of M", slides
 * out of view inert, live announcements only while not rotating. Autoplay pauses while the pointer
 * or focus is inside, stops for good on any user navigation, and does not start under reduced motion.
 */
export function Carousel<Item>({
  label,
  items,
  itemKey,
  renderItem,
  circular = false,
  autoplayInterval,
  numVisible = DEFAULT_CAROUSEL_LAYOUT.numVisible,
  numScroll = DEFAULT_CAROUSEL_LAYOUT.numScroll,
  responsiveOptions = DEFAULT_CAROUSEL_RESPONSIVE_OPTIONS,
  className = '',
}: CarouselProps<Item>) {
  const slidesId = useId();
  const { t } = useI18n();
  const layout = useResponsiveLayout({ numVisible, numScroll }, responsiveOptions);
  const slideCount = items.length;
  const [position, setPosition] = useState(0);
  const [rotating, setRotating] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | undefined>(undefined);

  const last = lastPosition(slideCount, layout.numVisible);
  const current = Math.min(position, last);
  const pages = pageCount(slideCount, layout);
  const canAutoplay = autoplayInterval !== undefined && autoplayInterval > 0;

  // Decided after hydration: the prerendered page cannot know the visitor's motion preference.
  useEffect(() => {
    if (canAutoplay && !prefersReducedMotion()) setRotating(true);
  }, [canAutoplay]);

  useEffect(() => {
    if (!rotating || hovered || focused || pages <= 1 || !canAutoplay) return undefined;
    const timer = window.setInterval(() => {
      setPosition((from) => autoplayPosition(Math.min(from, last), slideCount, layout));
    }, autoplayInterval);
    return () => window.clearInterval(timer);
  }, [rotating, hovered, focused, pages, canAutoplay, autoplayInterval, last, slideCount, layout]);

  const navigate = useCallback(
    (direction: 1 | -1) => {
      setRotating(false);
      setPosition((from) => {
        const start = Math.min(from, last);
        return direction === 1
          ? nextPosition(start, slideCount, layout, circular)
          : previousPosition(start, slideCount, layout, circular);
      });
    },
    [last, slideCount, layout, circular],
  );

  const atStart = current === 0;
  const atEnd = current >= last;
  const visibleClasses = [
    BASE_VISIBLE_CLASSES[numVisible],
    ...responsiveOptions.map((option) => BREAKPOINT_VISIBLE_CLASSES[option.breakpoint][option.numVisible]),
  ].join(' ');
  // Only the position is set from script (as a custom property, via the CSSOM: no style attribute
  // in the prerendered HTML for the CSP to allow).
  const trackStyle = current === 0 ? undefined : ({ '--carousel-first': current } as CSSProperties);

  function onTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : undefined;
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = undefined;
    if (!start || !touch) return;
    const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
    if (direction !== 0) navigate(direction);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`${visibleClasses} ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="mb-3 flex items-center justify-end gap-2">
        {canAutoplay ? (
          <CarouselButton
            onClick={() => {
              // An explicit start wins over the pause that focus and pointer inside would impose.
              if (!rotating) {
                setFocused(false);
                setHovered(false);
              }
              setRotating(!rotating);
            }}
            disabled={pages <= 1}
            label={rotating ? t('ui.carousel.stopRotation') : t('ui.carousel.startRotation')}
          >
            {rotating ? <PauseIcon /> : <PlayIcon />}
          </CarouselButton>
        ) : null}
        <CarouselButton
          onClick={() => navigate(-1)}
          disabled={pages <= 1 || (!circular && atStart)}
          label={t('ui.carousel.previous')}
          controls={slidesId}
        >
          <ChevronIcon direction="left" />
        </CarouselButton>
        <CarouselButton
          onClick={() => navigate(1)}
          disabled={pages <= 1 || (!circular && atEnd)}
          label={t('ui.carousel.next')}
          controls={slidesId}
        >
          <ChevronIcon direction="right" />
        </CarouselButton>
      </div>
      <div
        id={slidesId}
        className="touch-pan-y overflow-hidden"
        aria-live={rotating && !hovered && !focused ? 'off' : 'polite'}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div
          className="flex translate-x-[calc(-100%*var(--carousel-first,0)/var(--carousel-visible))] transition-transform duration-500 ease-in-out"
          style={trackStyle}
        >
          {items.map((item, index) => {
            const visible = index >= current && index < current + layout.numVisible;
            return (
              <div
                key={itemKey(item)}
                role="group"
                aria-roledescription={t('ui.carousel.slide')}
                aria-label={t('ui.carousel.position', { index: index + 1, count: slideCount })}
                inert={!visible}
                className="shrink-0 grow-0 basis-[calc(100%/var(--carousel-visible))] px-2"
              >
                {renderItem(item)}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

/**
 * The layout for the current viewport, following the same media queries as the CSS. Before
 * hydration (and where matchMedia is missing) it is the base layout.
 */
function useResponsiveLayout(base: CarouselLayout, options: readonly CarouselResponsiveOption[]): CarouselLayout {
  const [layout, setLayout] = useState(base);
  const { numVisible, numScroll } = base;
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const queries = new Map(
      options.map((option) => [option.breakpoint, window.matchMedia(breakpointQuery(option.breakpoint))]),
    );
    const update = () => {
      const next = layoutForMatches(
        (breakpoint) => queries.get(breakpoint)?.matches ?? false,
        { numVisible, numScroll },
        options,
      );
      setLayout((previous) =>
        previous.numVisible === next.numVisible && previous.numScroll === next.numScroll ? previous : next,
      );
    };
    update();
    for (const query of queries.values()) query.addEventListener('change', update);
    return () => {
      for (const query of queries.values()) query.removeEventListener('change', update);
    };
  }, [numVisible, numScroll, options]);
  return layout;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function CarouselButton({
  label,
  onClick,
  disabled,
  controls,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  controls?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-controls={controls}
      className="inline-flex size-11 items-center justify-center rounded-full border-2 border-navy-900 bg-white text-navy-900 hover:bg-navy-50 disabled:cursor-not-allowed disabled:border-navy-200 disabled:text-navy-300"
    >
      <span className="sr-only">{label}</span>
      {children}
    </button>
  );
}

const ICON_PROPS = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  className: 'size-5',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg {...ICON_PROPS}>
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg {...ICON_PROPS}>
      <path d="M9 5v14M15 5v14" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg {...ICON_PROPS}>
      <path d="m8 5 11 7-11 7Z" fill="currentColor" />
    </svg>
  );
}
