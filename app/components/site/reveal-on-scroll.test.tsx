import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { REDUCED_MOTION_QUERY, RevealOnScroll } from './reveal-on-scroll.tsx';

/**
 * jsdom has neither IntersectionObserver nor media queries, so these stand-ins let the test play
 * the browser's part (what is in view, what the reader prefers). The animations themselves (1000 ms
 * zoom on service pages, 400 ms fade elsewhere, instant hiding, everything shown in print) are
 * styles jsdom does not compute: tests/e2e/reveal-on-scroll.spec.ts reads them in Chromium.
 */
class IntersectionObserverStub {
  static instances: IntersectionObserverStub[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    IntersectionObserverStub.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  /** Reports the element at `top` px from the top of an 800 px high viewport. */
  report(top: number, isIntersecting: boolean) {
    const target = this.observed[0];
    if (!target) throw new Error('Nothing observed');
    const entry = {
      target,
      isIntersecting,
      boundingClientRect: { top } as DOMRectReadOnly,
      rootBounds: { bottom: 800 } as DOMRectReadOnly,
    } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

function stubMotionPreference(reduced: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    matches: reduced,
    media: REDUCED_MOTION_QUERY,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => undefined,
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    if (media !== REDUCED_MOTION_QUERY) throw new Error(`Unexpected media query ${media}`);
    return query;
  });
  return {
    turnOnReducedMotion() {
      query.matches = true;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

/** The two observers: the first reveals (shrunk by the offset), the second hides below the viewport. */
function observers() {
  const [reveal, hide] = IntersectionObserverStub.instances;
  if (!reveal || !hide) throw new Error('Expected two observers');
  return { reveal, hide };
}

function renderSection(animation: 'zoom-up' | 'fade-up' = 'fade-up') {
  render(
    <RevealOnScroll animation={animation}>
      <p>Section text</p>
    </RevealOnScroll>,
  );
  const element = screen.getByText('Section text').parentElement;
  if (!element) throw new Error('No wrapper');
  return element;
}

beforeEach(() => {
  IntersectionObserverStub.instances = [];
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the prerendered HTML shows the content with no hidden state (visible without JavaScript)', () => {
  const html = renderToString(
    <RevealOnScroll animation="zoom-up">
      <p>Section text</p>
    </RevealOnScroll>,
  );

  expect(html).toContain('Section text');
  expect(html).not.toContain('data-reveal=');
});

test('under prefers-reduced-motion nothing is ever hidden and nothing is observed', () => {
  stubMotionPreference(true);

  const element = renderSection();

  expect(IntersectionObserverStub.instances).toHaveLength(0);
  expect(element).not.toHaveAttribute('data-reveal');
});

test('a section below the viewport is hidden, then revealed 120 px after it scrolls in', () => {
  stubMotionPreference(false);
  const element = renderSection();
  const { reveal, hide } = observers();
  expect(reveal.options.rootMargin).toBe('0px 0px -120px 0px');

  hide.report(900, false);
  expect(element).toHaveAttribute('data-reveal', 'hidden');

  reveal.report(650, true);
  expect(element).toHaveAttribute('data-reveal', 'shown');
});

test('a section already in view at load is never hidden, even near the bottom edge', () => {
  stubMotionPreference(false);
  const element = renderSection();
  const { reveal, hide } = observers();

  hide.report(750, true);
  reveal.report(750, false);

  expect(element).not.toHaveAttribute('data-reveal');
});

test('like AOS with once false, it hides again when scrolled back out below, but not when it leaves at the top', () => {
  stubMotionPreference(false);
  const element = renderSection();
  const { reveal, hide } = observers();
  reveal.report(400, true);

  hide.report(-300, false);
  expect(element).toHaveAttribute('data-reveal', 'shown');

  hide.report(820, false);
  expect(element).toHaveAttribute('data-reveal', 'hidden');
});

test('a keyboard user tabbing into a hidden section sees it at once', () => {
  stubMotionPreference(false);
  render(
    <RevealOnScroll>
      <a href="/contact">Contact</a>
    </RevealOnScroll>,
  );
  const link = screen.getByRole('link', { name: 'Contact' });
  const element = link.parentElement as HTMLElement;
  observers().hide.report(900, false);

  act(() => link.focus());

  expect(element).toHaveAttribute('data-reveal', 'shown');
});

test('turning on reduced motion mid-visit shows hidden sections and stops watching', () => {
  const preference = stubMotionPreference(false);
  const element = renderSection();
  const { reveal, hide } = observers();
  hide.report(900, false);

  preference.turnOnReducedMotion();

  expect(element).not.toHaveAttribute('data-reveal');
  expect(reveal.disconnected && hide.disconnected).toBe(true);
});
