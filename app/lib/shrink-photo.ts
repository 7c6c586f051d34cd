import { firstAttempt, jpegName, nextAttempt, withinLimits, type PhotoAttempt } from './photo-sizing.ts';

/**
 * A document photo made lighter in the browser before it is uploaded (docs/decisions/066-shrink-photos-before-upload.md):
 * a 12-megapixel phone photo becomes a JPEG of about 1 MB with a 2,000-pixel long side, turned
 * upright as the camera meant it (EXIF orientation applied) and without its metadata (a canvas
 * keeps none). Anything else goes as it was chosen: a PDF, a picture already within the limits, a
 * file this browser cannot decode, and any browser without the needed APIs. The server checks and
 * re-encodes every upload as before.
 *
 * Decoding (createImageBitmap) and encoding (toBlob / convertToBlob) are asynchronous in the
 * browser; only the one drawImage runs on the page's thread.
 */

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif'];
const PHOTO_NAMES = /\.(jpe?g|png|heic|heif)$/i;
/** Types the server takes as they are; a HEIC must become a JPEG to be accepted at all. */
const SENDABLE_TYPES = ['image/jpeg', 'image/png'];
const MAX_ATTEMPTS = 6;

/** Worth trying to decode: a photo by its type, or by its name when the browser gives no type. */
export function isPhotoFile(file: File): boolean {
  return PHOTO_TYPES.includes(file.type.toLowerCase()) || (file.type === '' && PHOTO_NAMES.test(file.name));
}

export async function shrinkPhoto(file: File): Promise<File> {
  if (!isPhotoFile(file) || file.size === 0 || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const sendable = SENDABLE_TYPES.includes(file.type.toLowerCase());
    if (sendable && withinLimits({ width: bitmap.width, height: bitmap.height, bytes: file.size })) return file;
    const blob = await lightestJpeg(bitmap);
    // Shrinking gained nothing (an already light picture): the original goes.
    if (!blob || (sendable && blob.size >= file.size)) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

async function lightestJpeg(bitmap: ImageBitmap): Promise<Blob | null> {
  let attempt: PhotoAttempt | null = firstAttempt(bitmap.width, bitmap.height);
  let blob: Blob | null = null;
  for (let round = 0; attempt && round < MAX_ATTEMPTS; round += 1) {
    blob = await encodeJpeg(bitmap, attempt);
    if (!blob) return null;
    attempt = nextAttempt(attempt, blob.size);
  }
  return blob;
}

async function encodeJpeg(bitmap: ImageBitmap, { width, height, quality }: PhotoAttempt): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    if (!draw(canvas.getContext('2d'), bitmap, width, height)) return null;
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  if (!draw(canvas.getContext('2d'), bitmap, width, height)) return null;
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** White under the picture: a PNG's transparent parts would turn black in a JPEG. */
function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
): boolean {
  if (!context) return false;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return true;
}
