import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { LazyMap, mapEmbedUrl } from './lazy-map.tsx';

/**
 * jsdom has no IntersectionObserver: this one records what is observed and with which margin, and
 * lets the test say when an element comes near the viewport, as the browser would on scrolling.
 */
const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] =
  [];

class RecordingIntersectionObserver {
  readonly record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.record.targets = [];
  }
  takeRecords() {
    return [];
  }
}

function scrollNear(target: Element) {
  for (const observer of observers.filter((candidate) => candidate.targets.includes(target))) {
    act(() => {
      observer.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    });
  }
}

beforeEach(() => {
  observers.length = 0;
  window.IntersectionObserver = RecordingIntersectionObserver as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  // @ts-expect-error -- back to jsdom's own state.
  delete window.IntersectionObserver;
});

const PROPS = {
  title: 'Map of the Whitby yard',
  latitude: 43.9311,
  longitude: -78.9602,
  zoom: 13,
  label: 'the Whitby yard',
};

test('until it comes near the viewport, the map is a placeholder: no frame, nothing fetched from the provider', () => {
  const { container } = render(<LazyMap {...PROPS} />);

  expect(container.querySelector('iframe')).toBeNull();
  expect(container.querySelector('img')).toHaveAttribute('src', '/media/maps/placeholder.svg');
  expect(observers.at(-1)?.options?.rootMargin).toBe('200px');
});

test('the frame loads when the map scrolls within 200 px of the viewport, lazily, titled and with a referrer policy', () => {
  const { container } = render(<LazyMap {...PROPS} />);

  scrollNear(observers.at(-1)!.targets[0]!);
  const frame = screen.getByTitle('Map of the Whitby yard');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', 'https://maps.google.com/maps?q=43.9311,-78.9602&z=13&output=embed');
  expect(frame).toHaveAttribute('loading', 'lazy');
  expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  expect(container.querySelector('img')).toBeNull();
});

test('its button loads the frame at once and moves focus to it', () => {
  render(<LazyMap {...PROPS} />);

  fireEvent.click(screen.getByRole('button', { name: 'Show the map: Map of the Whitby yard' }));
  expect(screen.getByTitle('Map of the Whitby yard')).toHaveFocus();
});

test('a plain link to the place on the provider is always there, before and after the frame loads', () => {
  render(<LazyMap {...PROPS} />);
  const link = () => screen.getByRole('link', { name: 'Open the Whitby yard in Google Maps' });

  expect(link()).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=43.9311%2C-78.9602');
  fireEvent.click(screen.getByRole('button', { name: /Show the map/ }));
  expect(link()).toBeInTheDocument();
});

test('without IntersectionObserver the map waits for the button', () => {
  // @ts-expect-error -- an old browser.
  delete window.IntersectionObserver;
  const { container } = render(<LazyMap {...PROPS} />);

  expect(container.querySelector('iframe')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: /Show the map/ }));
  expect(container.querySelector('iframe')).not.toBeNull();
});

test('the embed address needs no key and defaults to zoom 14', () => {
  expect(mapEmbedUrl(43.6155, -79.7286)).toBe('https://maps.google.com/maps?q=43.6155,-79.7286&z=14&output=embed');
});
