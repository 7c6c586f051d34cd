/**
 * The arithmetic of shrinking a document photo before it is uploaded (shrink-photo.ts does the
 * drawing): how big the picture is drawn, at which JPEG quality, and what to try next when the
 * result is still too heavy. A 2,000-pixel long side keeps a page of small print readable; about
 * 1 MB is what a phone on a weak signal sends in reasonable time.
 */
export const PHOTO_LIMITS = {
  /** Pixels on the picture's long side, at most. */
  longSide: 2000,
  /** Bytes a shrunk photo aims at. */
  targetBytes: 1_000_000,
} as const;

export interface PhotoAttempt {
  width: number;
  height: number;
  /** JPEG quality, 0 to 1, as canvas encoders take it. */
  quality: number;
}

export const FIRST_QUALITY = 0.85;
/** Below this, JPEG's blocks blur small print: the picture is made smaller instead. */
export const LOWEST_QUALITY = 0.6;
const QUALITY_STEP = 0.1;
/** Never drawn smaller than this on its long side, whatever the size. */
const SMALLEST_LONG_SIDE = 1200;

/** width × height scaled down (never up) so that the long side is at most `longSide`. */
export function fittedSize(width: number, height: number, longSide: number = PHOTO_LIMITS.longSide) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A picture already within both limits goes as it is. */
export function withinLimits(photo: { width: number; height: number; bytes: number }): boolean {
  return Math.max(photo.width, photo.height) <= PHOTO_LIMITS.longSide && photo.bytes <= PHOTO_LIMITS.targetBytes;
}

export function firstAttempt(width: number, height: number): PhotoAttempt {
  return { ...fittedSize(width, height), quality: FIRST_QUALITY };
}

/**
 * After an attempt gave `bytes`: lower the quality a step while it stays readable, then draw the
 * picture smaller by the square root of the excess (a JPEG's size follows its pixel count), down to
 * the smallest long side. Null when the last attempt is as far as it goes, or already light enough.
 */
export function nextAttempt(
  attempt: PhotoAttempt,
  bytes: number,
  targetBytes: number = PHOTO_LIMITS.targetBytes,
): PhotoAttempt | null {
  if (bytes <= targetBytes) return null;
  const lowerQuality = Math.round((attempt.quality - QUALITY_STEP) * 100) / 100;
  if (lowerQuality >= LOWEST_QUALITY) return { ...attempt, quality: lowerQuality };
  const longSide = Math.max(attempt.width, attempt.height);
  if (longSide <= SMALLEST_LONG_SIDE) return null;
  // A little under the square root, so the next try lands under the target rather than just over.
  const scale = Math.sqrt(targetBytes / bytes) * 0.95;
  const smaller = Math.max(SMALLEST_LONG_SIDE, Math.floor(longSide * scale));
  return { ...fittedSize(attempt.width, attempt.height, smaller), quality: attempt.quality };
}

/** The shrunk file's name: the chosen one with a .jpg ending, since it is a JPEG now. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'photo'}.jpg`;
}
