#!/usr/bin/env node
/**
 * Writes the site's drawn images into public/media/ from the entries of app/content/media.ts: a
 * vector entry becomes `<src>.svg`, a raster entry AVIF/WebP files at each listed width, rendered
 * from the drawing at that width (crisp at every size). Entries without a drawing here (e.g. a photo
 * the company supplied) are left alone. Run by hand when a drawing changes; CI never runs it, the
 * outputs are committed. Prints each file's size, and what the other form would have cost.
 *
 * Usage: npx tsx scripts/media/generate-images.mjs   (tsx: it reads the TypeScript registry)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import sharp from 'sharp';
import { imageUrl, SITE_IMAGES } from '../../app/content/media.ts';
import * as scenes from './scenes.mjs';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const publicDir = join(projectRoot, 'public');

/** Flat drawings with few colours: these settings keep edges clean at a few KB. */
const ENCODERS = {
  avif: (image) => image.avif({ quality: 55, effort: 6 }),
  webp: (image) => image.webp({ quality: 78, effort: 6, smartSubsample: true }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

/** The drawing behind each registry entry, by its `src`. */
const DRAWINGS = {
  '/media/home/hero-poster': () => scenes.heroScene(0),
  '/media/services/yard-management': scenes.yardManagementScene,
  '/media/services/parking': scenes.parkingScene,
  '/media/services/trailer-care': scenes.trailerCareScene,
  '/media/services/truck-mechanic': scenes.truckMechanicScene,
  '/media/services/mobile-wash': scenes.mobileWashScene,
  ...Object.fromEntries(
    ['mavid', 'derry', 'lake', 'dean'].flatMap((slug) => [
      [`/media/locations/${slug}`, () => scenes.locationScene(slug)],
      [`/media/maps/${slug}`, () => scenes.locationMap(slug)],
    ]),
  ),
  '/media/maps/placeholder': scenes.mapPlaceholder,
  '/media/about/hero': scenes.aboutScene,
  '/media/partners/northline': () => scenes.partnerLogo('northline'),
  '/media/partners/maple-haul': () => scenes.partnerLogo('mapleHaul'),
  '/media/partners/great-lakes': () => scenes.partnerLogo('greatLakes'),
  '/media/offers/first-month': scenes.firstMonthOfferScene,
  '/media/offers/long-term': scenes.longTermOfferScene,
  '/media/offers/fleet': scenes.fleetOfferScene,
};

export async function renderRaster(svg, width, format) {
  const png = await sharp(Buffer.from(svg), { density: 72 * (width / svgWidth(svg)) })
    .resize({ width })
    .png()
    .toBuffer();
  return ENCODERS[format](sharp(png)).toBuffer();
}

function write(url, body) {
  const path = join(publicDir, url);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, body);
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function svgWidth(svg) {
  return Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? 1200);
}

async function main() {
  let total = 0;
  for (const image of SITE_IMAGES) {
    const draw = DRAWINGS[image.src];
    if (!draw) {
      console.log(`${image.src}: no drawing here (a supplied file); left as it is`);
      continue;
    }
    const svg = draw();
    const svgBrotli = brotliCompressSync(Buffer.from(svg)).length;
    if (image.kind === 'vector') {
      write(imageUrl(image), svg);
      total += svg.length;
      if (image.preview) {
        const preview = await renderRaster(svg, image.preview.width, 'webp');
        write(image.preview.src, preview);
        console.log(`${image.preview.src}  ${kib(preview.length)} (link preview)`);
      }
      const avif = await renderRaster(svg, Math.min(800, image.width), 'avif');
      console.log(
        `${imageUrl(image)}  ${kib(svg.length)}, ${kib(svgBrotli)} brotli  (an AVIF at ${Math.min(800, image.width)} px: ${kib(avif.length)})`,
      );
      continue;
    }
    const sizes = [];
    for (const width of image.widths) {
      for (const format of image.formats) {
        const body = await renderRaster(svg, width, format);
        write(imageUrl(image, width, format), body);
        total += body.length;
        sizes.push(`${width} ${format} ${kib(body.length)}`);
      }
    }
    console.log(`${image.src}  ${sizes.join(' · ')}  (as SVG: ${kib(svgBrotli)} brotli)`);
  }
  console.log(`total written ${kib(total)}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
