import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { MAX_IMAGE_INPUT_PIXELS } from './document-content.ts';

/** Longest side of a thumbnail: a card on the admin's page, sharp on a high-density screen. */
export const THUMBNAIL_SIDE_PX = 320;
export const THUMBNAIL_CONTENT_TYPE = 'image/webp';
const WEBP_QUALITY = 70;

/**
 * A small WebP of a stored image (a JPEG or PNG, re-encoded at upload), at most THUMBNAIL_SIDE_PX
 * on its longest side and never enlarged. The image is read whole first (at most 10 MB, and sharp
 * would gather a stream anyway): from a buffer, libvips shrinks a JPEG while decoding it.
 */
export async function makeThumbnail(image: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of image) chunks.push(chunk as Buffer);
  return sharp(Buffer.concat(chunks), { limitInputPixels: MAX_IMAGE_INPUT_PIXELS, failOn: 'error' })
    .resize({ width: THUMBNAIL_SIDE_PX, height: THUMBNAIL_SIDE_PX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}
