import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * Real JPEGs of about 2 MB, made on the spot (no binary fixtures in the repo). Sizes are tuned by
 * scaling the picture, since a JPEG's size grows about linearly with its pixel count.
 */
export interface SampleJpeg {
  bytes: Buffer;
  width: number;
  height: number;
}

const TARGET_BYTES = 2_000_000;
const TOLERANCE_BYTES = 100_000;
const MAX_TUNING_ROUNDS = 8;

/**
 * Random noise: every pixel is new information, so a small picture (about 1.8 MP) makes 2 MB.
 * The cheapest 2 MB for the server to decode.
 */
export async function noiseJpeg(): Promise<SampleJpeg> {
  return tuneToTarget(1400, 1000, async (width, height) =>
    sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
}

/**
 * Like a phone photo of a document: 12 MP (4000 × 3000) of smooth gradients with sensor-like
 * grain, compressed to 2 MB. Decoding it takes 36 MB of pixels, the hardest 2 MB for memory.
 */
export async function photoJpeg(): Promise<SampleJpeg> {
  const width = 4000;
  const height = 3000;
  let grain = 16;
  let best: SampleJpeg | undefined;
  for (let round = 0; round < MAX_TUNING_ROUNDS; round += 1) {
    const bytes = await sharp(gradientWithGrain(width, height, grain), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    best = { bytes, width, height };
    if (Math.abs(bytes.length - TARGET_BYTES) <= TOLERANCE_BYTES) return best;
    // Size grows roughly with the grain's amplitude.
    grain = Math.max(1, Math.round(grain * (TARGET_BYTES / bytes.length)));
  }
  if (!best) throw new Error('unreachable');
  return best;
}

async function tuneToTarget(
  startWidth: number,
  startHeight: number,
  encode: (width: number, height: number) => Promise<Buffer>,
): Promise<SampleJpeg> {
  let width = startWidth;
  let height = startHeight;
  let best: SampleJpeg | undefined;
  for (let round = 0; round < MAX_TUNING_ROUNDS; round += 1) {
    const bytes = await encode(width, height);
    best = { bytes, width, height };
    if (Math.abs(bytes.length - TARGET_BYTES) <= TOLERANCE_BYTES) return best;
    const scale = Math.sqrt(TARGET_BYTES / bytes.length);
    width = Math.round(width * scale);
    height = Math.round(height * scale);
  }
  if (!best) throw new Error('unreachable');
  return best;
}

function gradientWithGrain(width: number, height: number, grain: number): Buffer {
  const pixels = Buffer.allocUnsafe(width * height * 3);
  const noise = randomBytes(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = clampByte((x * 255) / width + ((noise[i] ?? 0) % grain) - grain / 2);
      pixels[i + 1] = clampByte((y * 255) / height + ((noise[i + 1] ?? 0) % grain) - grain / 2);
      pixels[i + 2] = clampByte(200 - (x * 80) / width + ((noise[i + 2] ?? 0) % grain) - grain / 2);
    }
  }
  return pixels;
}

function clampByte(value: number): number {
  return Math.min(255, Math.max(0, Math.round(value)));
}
