import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { HOME_HERO_VIDEO, imageFiles, SITE_IMAGES, type RasterImage } from '../../app/content/media.ts';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
const fileOf = (url: string) => join(PUBLIC_DIR, url);

/** Budgets: media small and optimised; the poster is the home page's LCP image. */
const MAX_SVG_BYTES = 16 * 1024;
const MAX_RASTER_BYTES = 40 * 1024;
const MAX_POSTER_BYTES = 20 * 1024;
const MAX_VIDEO_BYTES = 300 * 1024;

test('every file of every image in the media registry is in public/', () => {
  const missing = SITE_IMAGES.flatMap(imageFiles).filter((url) => {
    try {
      return !statSync(fileOf(url)).isFile();
    } catch {
      return true;
    }
  });
  expect(missing).toEqual([]);
});

test('public/media holds nothing the registry does not list', () => {
  const listed = new Set([...SITE_IMAGES.flatMap(imageFiles), ...HOME_HERO_VIDEO.sources.map((source) => source.src)]);
  const mediaDir = join(PUBLIC_DIR, 'media');
  const present = readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(PUBLIC_DIR, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  expect(present.filter((url) => !listed.has(url))).toEqual([]);
});

test('each raster file has the width its name says and the aspect ratio of its entry, within budget', async () => {
  const rasters = SITE_IMAGES.filter((image): image is RasterImage => image.kind === 'raster');
  expect(rasters.length).toBeGreaterThan(0);
  for (const image of rasters) {
    expect(image.widths.at(-1), image.src).toBe(image.width);
    for (const format of image.formats) {
      for (const width of image.widths) {
        const url = `${image.src}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
        const metadata = await sharp(fileOf(url)).metadata();
        expect(metadata.width, url).toBe(width);
        expect(Math.abs((metadata.height ?? 0) - (width * image.height) / image.width), url).toBeLessThanOrEqual(1);
        expect(metadata.format, url).toBe(format === 'avif' ? 'heif' : format);
        expect(statSync(fileOf(url)).size, url).toBeLessThanOrEqual(MAX_RASTER_BYTES);
      }
    }
  }
});

test('each SVG declares the size of its entry, within budget, and carries no script', () => {
  for (const image of SITE_IMAGES) {
    if (image.kind !== 'vector') continue;
    const url = `${image.src}.svg`;
    const svg = readFileSync(fileOf(url), 'utf8');
    expect(svg, url).toMatch(new RegExp(`^<svg[^>]* width="${image.width}" height="${image.height}"`));
    expect(svg, url).not.toMatch(/<script|\son\w+=|href="(?!#)/i);
    expect(Buffer.byteLength(svg), url).toBeLessThanOrEqual(MAX_SVG_BYTES);
    if (image.preview) {
      expect(statSync(fileOf(image.preview.src)).size, image.preview.src).toBeLessThanOrEqual(MAX_RASTER_BYTES);
    }
  }
});

test('the hero poster, the LCP image, is tiny in every width', () => {
  for (const url of imageFiles(HOME_HERO_VIDEO.poster)) {
    expect(statSync(fileOf(url)).size, url).toBeLessThanOrEqual(MAX_POSTER_BYTES);
  }
});

test('the hero clip is a WebM and an MP4 (streamable: its index before its data), each under 300 KB', () => {
  const [webm, mp4] = HOME_HERO_VIDEO.sources;
  expect(webm?.type).toBe('video/webm');
  expect(mp4?.type).toBe('video/mp4');

  const webmBytes = readFileSync(fileOf(webm!.src));
  expect(webmBytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  expect(webmBytes.length).toBeLessThanOrEqual(MAX_VIDEO_BYTES);

  const mp4Bytes = readFileSync(fileOf(mp4!.src));
  expect(mp4Bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  expect(mp4Bytes.indexOf('moov')).toBeGreaterThan(0);
  expect(mp4Bytes.indexOf('moov')).toBeLessThan(mp4Bytes.indexOf('mdat'));
  expect(mp4Bytes.length).toBeLessThanOrEqual(MAX_VIDEO_BYTES);
});
