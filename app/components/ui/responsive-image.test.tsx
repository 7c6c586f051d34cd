import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { RasterImage, VectorImage } from '../../content/media.ts';
import { ResponsiveImage } from './responsive-image.tsx';

const PHOTO: RasterImage = {
  kind: 'raster',
  src: '/media/test/photo',
  width: 1200,
  height: 800,
  widths: [400, 800, 1200],
  formats: ['avif', 'webp'],
  alt: { en: 'A yard at dusk', fr: 'Une cour au crépuscule' },
};

const DRAWING: VectorImage = {
  kind: 'vector',
  src: '/media/test/drawing',
  width: 1200,
  height: 675,
  alt: { en: 'A drawn yard', fr: 'Une cour dessinée' },
};

test('a raster image offers AVIF, then WebP, in every width, with its size set and loading deferred', () => {
  const { container } = render(<ResponsiveImage image={PHOTO} sizes="50vw" />);

  // The browser takes the first <source> whose type it supports, else the <img>: AVIF must come first.
  expect([...(container.querySelector('picture')?.children ?? [])].map((child) => child.tagName)).toEqual([
    'SOURCE',
    'IMG',
  ]);
  const source = container.querySelector('picture > source');
  expect(source).toHaveAttribute('type', 'image/avif');
  expect(source).toHaveAttribute(
    'srcset',
    '/media/test/photo-400.avif 400w, /media/test/photo-800.avif 800w, /media/test/photo-1200.avif 1200w',
  );
  expect(source).toHaveAttribute('sizes', '50vw');
  const image = container.querySelector('picture > img');
  expect(image).toHaveAttribute('src', '/media/test/photo-800.webp');
  expect(image).toHaveAttribute(
    'srcset',
    '/media/test/photo-400.webp 400w, /media/test/photo-800.webp 800w, /media/test/photo-1200.webp 1200w',
  );
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('height', '800');
  expect(image).toHaveAttribute('alt', 'A yard at dusk');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
  expect(image).not.toHaveAttribute('fetchpriority');
  // The one <img> is what a screen reader announces; the <source> carries no text of its own.
  expect(screen.getByRole('img', { name: 'A yard at dusk' })).toBe(image);
});

test('with three formats, each but the last is a <source> in order, and the last is the <img> fallback', () => {
  const { container } = render(
    <ResponsiveImage image={{ ...PHOTO, formats: ['avif', 'webp', 'jpeg'] }} sizes="100vw" />,
  );

  const sources = [...container.querySelectorAll('picture > source')];
  expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  for (const source of sources) expect(source).toHaveAttribute('sizes', '100vw');
  const image = container.querySelector('picture > img');
  expect(image).toHaveAttribute('src', '/media/test/photo-800.jpg');
  expect(image?.getAttribute('srcset')?.split(', ')).toContain('/media/test/photo-800.jpg 800w');
});

test('a priority image loads at once with high fetch priority', () => {
  const { container } = render(<ResponsiveImage image={PHOTO} sizes="100vw" priority />);

  const image = container.querySelector('img');
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).toHaveAttribute('loading', 'eager');
});

test('alt text can be overridden, or emptied for a decorative use', () => {
  const { container } = render(<ResponsiveImage image={PHOTO} sizes="100vw" alt="" />);

  expect(container.querySelector('img')).toHaveAttribute('alt', '');
});

test('a vector image is one SVG file with its size set', () => {
  const { container } = render(<ResponsiveImage image={DRAWING} sizes="100vw" />);

  expect(container.querySelector('picture')).toBeNull();
  const image = container.querySelector('img');
  expect(image).toHaveAttribute('src', '/media/test/drawing.svg');
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('height', '675');
  expect(image).toHaveAttribute('alt', 'A drawn yard');
  expect(image).toHaveAttribute('loading', 'lazy');
});
