import { describe, expect, test } from 'vitest';
import {
  FIRST_QUALITY,
  firstAttempt,
  fittedSize,
  jpegName,
  LOWEST_QUALITY,
  nextAttempt,
  PHOTO_LIMITS,
  withinLimits,
  type PhotoAttempt,
} from './photo-sizing.ts';

describe('fittedSize', () => {
  test('a 12 MP phone photo is drawn 2000 × 1500, its shape kept', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
  });

  test('a portrait photo is bounded by its height', () => {
    expect(fittedSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
  });

  test('a picture already small enough is never enlarged', () => {
    expect(fittedSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(2000, 10)).toEqual({ width: 2000, height: 10 });
  });

  test('a long thin strip keeps at least one pixel across', () => {
    expect(fittedSize(40_000, 3)).toEqual({ width: 2000, height: 1 });
  });

  test('a smaller long side can be asked for', () => {
    expect(fittedSize(4000, 3000, 1000)).toEqual({ width: 1000, height: 750 });
  });
});

describe('withinLimits', () => {
  test('both the long side and the bytes must be within the limits', () => {
    expect(withinLimits({ width: 2000, height: 1500, bytes: PHOTO_LIMITS.targetBytes })).toBe(true);
    expect(withinLimits({ width: 2001, height: 1500, bytes: 300_000 })).toBe(false);
    expect(withinLimits({ width: 1200, height: 900, bytes: PHOTO_LIMITS.targetBytes + 1 })).toBe(false);
  });
});

describe('the attempts', () => {
  test('the first attempt draws the fitted size at the first quality', () => {
    expect(firstAttempt(4000, 3000)).toEqual({ width: 2000, height: 1500, quality: FIRST_QUALITY });
  });

  test('a result within the target ends the attempts', () => {
    expect(nextAttempt(firstAttempt(4000, 3000), PHOTO_LIMITS.targetBytes)).toBeNull();
  });

  test('too heavy: the quality goes down a step at a time, never below the lowest', () => {
    const qualities: number[] = [];
    let attempt: PhotoAttempt | null = firstAttempt(4000, 3000);
    while (attempt && attempt.width === 2000) {
      qualities.push(attempt.quality);
      attempt = nextAttempt(attempt, 3_000_000);
    }
    expect(qualities).toEqual([0.85, 0.75, 0.65]);
    expect(Math.min(...qualities)).toBeGreaterThanOrEqual(LOWEST_QUALITY);
  });

  test('then the picture is drawn smaller by the square root of the excess, keeping its shape', () => {
    const next = nextAttempt({ width: 2000, height: 1500, quality: 0.65 }, 4_000_000);
    // sqrt(1 MB / 4 MB) = 0.5, a little under: 2000 × 0.5 × 0.95 = 950, held at the smallest, 1200.
    expect(next).toEqual({ width: 1200, height: 900, quality: 0.65 });
    const slightly = nextAttempt({ width: 2000, height: 1500, quality: 0.65 }, 1_210_000);
    // sqrt(1/1.21) × 0.95 ≈ 0.8636: a long side of 1727.
    expect(slightly).toEqual({ width: 1727, height: 1295, quality: 0.65 });
  });

  test('at the smallest size and the lowest quality there is nothing left to try', () => {
    expect(nextAttempt({ width: 1200, height: 900, quality: 0.65 }, 5_000_000)).toBeNull();
  });

  test('every sequence ends, within a few attempts', () => {
    let attempt: PhotoAttempt | null = firstAttempt(12_000, 9_000);
    let count = 0;
    while (attempt) {
      count += 1;
      attempt = nextAttempt(attempt, 50_000_000);
    }
    expect(count).toBeLessThanOrEqual(6);
  });
});

describe('jpegName', () => {
  test.each([
    ['IMG_2041.HEIC', 'IMG_2041.jpg'],
    ['scan.png', 'scan.jpg'],
    ['licence.jpeg', 'licence.jpg'],
    ['photo', 'photo.jpg'],
    ['.png', 'photo.jpg'],
    ['my.licence.front.jpg', 'my.licence.front.jpg'],
  ])('%s becomes %s', (name, expected) => {
    expect(jpegName(name)).toBe(expected);
  });
});
