import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { Carousel, type CarouselProps } from './carousel.tsx';
import { layoutForWidth, nextPosition, pageCount, previousPosition, swipeDirection } from './carousel-state.ts';
import { emulateViewport } from '../../../tests/support/emulate-viewport.ts';

const ITEMS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

function renderCarousel(props: Partial<CarouselProps<string>> = {}) {
  return render(
    <Carousel
      label="Test carousel"
      items={ITEMS}
      itemKey={(item) => item}
      renderItem={(item) => <a href={`#${item}`}>{item}</a>}
      {...props}
    />,
  );
}

/** The slides a user can see and reach (the others are inert). */
function visibleSlides(): string[] {
  return [...document.querySelectorAll('[aria-roledescription="slide"]')]
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.textContent ?? '');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  emulateViewport({ width: 1280 });
});

afterEach(() => {
  vi.useRealTimers();
  // @ts-expect-error -- restore jsdom's own state (it has no matchMedia).
  delete window.matchMedia;
});

test('the carousel is a labelled region of slides named "N of M", with labelled controls', () => {
  renderCarousel({ autoplayInterval: 4000 });

  const carousel = screen.getByRole('region', { name: 'Test carousel' });
  expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = document.querySelectorAll('[role="group"][aria-roledescription="slide"]');
  expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual([
    '1 of 5',
    '2 of 5',
    '3 of 5',
    '4 of 5',
    '5 of 5',
  ]);
  expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toBeInTheDocument();
});

test('three slides show on a wide screen, two up to 1199 px and 991 px, one up to 767 px', () => {
  for (const [width, expected] of [
    [1280, 3],
    [1199, 2],
    [992, 2],
    [991, 2],
    [768, 2],
    [767, 1],
    [360, 1],
  ] as const) {
    emulateViewport({ width });
    const { unmount } = renderCarousel();
    expect(visibleSlides(), `at ${width} px`).toHaveLength(expected);
    unmount();
  }
});

test('autoplay moves one slide every interval, and a circular carousel wraps to the start', () => {
  renderCarousel({ autoplayInterval: 4000, circular: true });
  expect(visibleSlides()).toEqual(['Alpha', 'Bravo', 'Charlie']);

  advance(3999);
  expect(visibleSlides()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  advance(1);
  expect(visibleSlides()).toEqual(['Bravo', 'Charlie', 'Delta']);
  advance(4000);
  expect(visibleSlides()).toEqual(['Charlie', 'Delta', 'Echo']);
  advance(4000);
  expect(visibleSlides()).toEqual(['Alpha', 'Bravo', 'Charlie']);
});

test('a circular carousel wraps both ways under the buttons', () => {
  renderCarousel({ circular: true });

  fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(visibleSlides()).toEqual(['Charlie', 'Delta', 'Echo']);
  fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(visibleSlides()).toEqual(['Alpha', 'Bravo', 'Charlie']);
});

test('a non-circular carousel stops at each end: its buttons are disabled there', () => {
  renderCarousel({ circular: false });
  const previous = screen.getByRole('button', { name: 'Previous slide' });
  const next = screen.getByRole('button', { name: 'Next slide' });

  expect(previous).toBeDisabled();
  fireEvent.click(next);
  fireEvent.click(next);
  expect(visibleSlides()).toEqual(['Charlie', 'Delta', 'Echo']);
  expect(next).toBeDisabled();
  fireEvent.click(next);
  expect(visibleSlides()).toEqual(['Charlie', 'Delta', 'Echo']);
  expect(previous).toBeEnabled();
});

test('autoplay of a non-circular carousel rewinds to the start after the last view, as the original did', () => {
  renderCarousel({ autoplayInterval: 3000, circular: false });

  advance(3000 * 2);
  expect(visibleSlides()).toEqual(['Charlie', 'Delta', 'Echo']);
  advance(3000);
  expect(visibleSlides()).toEqual(['Alpha', 'Bravo', 'Charlie']);
});

test('any user navigation stops autoplay for good', () => {
  renderCarousel({ autoplayInterval: 4000, circular: true });

  fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(visibleSlides()).toEqual(['Bravo', 'Charlie', 'Delta']);
  expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  // Focus left where the click put it would pause it anyway; move it out to prove the stop is real.
  act(() => {
    (document.activeElement as HTMLElement | null)?.blur();
  });
  advance(20_000);
  expect(visibleSlides()).toEqual(['Bravo', 'Charlie', 'Delta']);
});

test('the rotation control stops and restarts autoplay', () => {
  renderCarousel({ autoplayInterval: 4000, circular: true });

  fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
  advance(12_000);
  expect(visibleSlides()).toEqual(['Alpha', 'Bravo', 'Charlie']);

  fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
  advance(4000);
  expect(visibleSlides()).toEqual(['Bravo', 'Charlie', 'Delta']);
});

test('autoplay waits while the pointer or keyboard focus is inside, and resumes when it leaves', () => {
  renderCarousel({ autoplayInterval: 4000, circular: true });
  const carousel = screen.getByRole('region', { name: 'Test carousel' });

  fireEvent.mouseEnter(carousel);
  advance(12_000);
  expect(visibleSlides()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  fireEvent.mouseLeave(carousel);
  advance(4000);
  expect(visibleSlides()).toEqual(['Bravo', 'Charlie', 'Delta']);

  act(() => screen.getByRole('link', { name: 'Bravo' }).focus());
  advance(12_000);
  expect(visibleSlides()).toEqual(['Bravo', 'Charlie', 'Delta']);
  act(() => screen.getByRole('link', { name: 'Bravo' }).blur());
  advance(4000);
  expect(visibleSlides()).toEqual(['Charlie', 'Delta', 'Echo']);
});

test('live announcements are off while rotating and polite once stopped', () => {
  renderCarousel({ autoplayInterval: 4000 });
  const slides = document.getElementById(
    screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-controls') ?? '',
  );

  expect(slides).toHaveAttribute('aria-live', 'off');
  fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
  expect(slides).toHaveAttribute('aria-live', 'polite');
});

test('under prefers-reduced-motion autoplay does not start, until the user starts it', () => {
  emulateViewport({ width: 1280, reducedMotion: true });
  renderCarousel({ autoplayInterval: 4000, circular: true });

  advance(20_000);
  expect(visibleSlides()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
  advance(4000);
  expect(visibleSlides()).toEqual(['Bravo', 'Charlie', 'Delta']);
});

test('a swipe of more than 20 px changes the view and stops autoplay; a shorter one does nothing', () => {
  renderCarousel({ autoplayInterval: 4000, circular: true });
  const slides = document.getElementById(
    screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-controls') ?? '',
  )!;
  const swipe = (fromX: number, toX: number) => {
    fireEvent.touchStart(slides, { touches: [{ clientX: fromX, clientY: 100 }] });
    fireEvent.touchEnd(slides, { changedTouches: [{ clientX: toX, clientY: 104 }] });
  };

  swipe(200, 180);
  expect(visibleSlides()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  swipe(200, 179);
  expect(visibleSlides()).toEqual(['Bravo', 'Charlie', 'Delta']);
  swipe(100, 130);
  expect(visibleSlides()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  advance(20_000);
  expect(visibleSlides()).toEqual(['Alpha', 'Bravo', 'Charlie']);
});

test('when every slide fits, nothing moves and the controls are disabled', () => {
  emulateViewport({ width: 1280 });
  render(
    <Carousel
      label="Three"
      items={['A', 'B', 'C']}
      itemKey={(item) => item}
      renderItem={(item) => item}
      autoplayInterval={3000}
    />,
  );

  advance(10_000);
  expect(visibleSlides()).toEqual(['A', 'B', 'C']);
  for (const name of ['Previous slide', 'Next slide', 'Stop automatic slide show']) {
    expect(screen.getByRole('button', { name })).toBeDisabled();
  }
});

test('the rules: pages, steps, wraps, swipes and the layout per width', () => {
  const layout = { numVisible: 3, numScroll: 1 } as const;
  expect(pageCount(5, layout)).toBe(3);
  expect(pageCount(3, layout)).toBe(1);
  expect(pageCount(7, { numVisible: 2, numScroll: 2 })).toBe(4);
  expect(nextPosition(2, 5, layout, false)).toBe(2);
  expect(nextPosition(2, 5, layout, true)).toBe(0);
  expect(previousPosition(0, 5, layout, false)).toBe(0);
  expect(previousPosition(0, 5, layout, true)).toBe(2);
  expect(nextPosition(4, 7, { numVisible: 2, numScroll: 2 }, false)).toBe(5);
  expect(swipeDirection(-21)).toBe(1);
  expect(swipeDirection(21)).toBe(-1);
  expect(swipeDirection(20)).toBe(0);
  expect(swipeDirection(-30, 60)).toBe(0);
  expect(layoutForWidth(1200).numVisible).toBe(3);
  expect(layoutForWidth(1199).numVisible).toBe(2);
  expect(layoutForWidth(767).numVisible).toBe(1);
});
