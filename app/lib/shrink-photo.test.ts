import { afterEach, describe, expect, test, vi } from 'vitest';
import { isPhotoFile, shrinkPhoto } from './shrink-photo.ts';

/**
 * What goes as it was chosen, without drawing anything. The shrinking itself needs a real
 * browser's decoder and canvas: tests/e2e/photo-shrinking.spec.ts uploads a 12 MP photo in Chromium.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

function bitmapOf(width: number, height: number) {
  return { width, height, close: vi.fn() };
}

describe('isPhotoFile', () => {
  test.each([
    ['photo.jpg', 'image/jpeg', true],
    ['scan.png', 'image/png', true],
    ['IMG_1.HEIC', 'image/heic', true],
    ['IMG_2.heif', '', true],
    ['articles.pdf', 'application/pdf', false],
    ['notes.txt', '', false],
  ])('%s (%s): %s', (name, type, expected) => {
    expect(isPhotoFile(new File(['x'], name, { type }))).toBe(expected);
  });
});

describe('shrinkPhoto', () => {
  test('a PDF goes as it is, never decoded', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    const pdf = new File(['%PDF-1.7'], 'articles.pdf', { type: 'application/pdf' });
    expect(await shrinkPhoto(pdf)).toBe(pdf);
    expect(decode).not.toHaveBeenCalled();
  });

  test('a file this browser cannot decode goes as it is', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('bad image', 'InvalidStateError')));
    const heic = new File(['not really'], 'IMG_9.HEIC', { type: 'image/heic' });
    expect(await shrinkPhoto(heic)).toBe(heic);
  });

  test('without createImageBitmap every file goes as it is', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const jpeg = new File(['jpeg'], 'licence.jpg', { type: 'image/jpeg' });
    expect(await shrinkPhoto(jpeg)).toBe(jpeg);
  });

  test('a JPEG already within the limits goes as it is, decoded upright only to measure it', async () => {
    const bitmap = bitmapOf(1600, 1200);
    const decode = vi.fn().mockResolvedValue(bitmap);
    vi.stubGlobal('createImageBitmap', decode);
    const jpeg = new File(['jpeg'], 'licence.jpg', { type: 'image/jpeg' });
    expect(await shrinkPhoto(jpeg)).toBe(jpeg);
    expect(decode).toHaveBeenCalledWith(jpeg, { imageOrientation: 'from-image' });
    expect(bitmap.close).toHaveBeenCalled();
  });

  test('a picture that cannot be drawn here goes as it is', async () => {
    // jsdom has no 2D canvas: the big photo is decoded, the drawing fails, the original goes.
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(bitmapOf(4000, 3000)));
    vi.stubGlobal('OffscreenCanvas', undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const jpeg = new File(['jpeg'], 'big.jpg', { type: 'image/jpeg' });
    expect(await shrinkPhoto(jpeg)).toBe(jpeg);
  });
});
