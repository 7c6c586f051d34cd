import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test.ts';

/**
 * A carrier on a phone picks a 12-megapixel photo of their insurance certificate: the browser
 * sends a JPEG of about 1 MB, upright, without the camera's metadata, and the server takes it
 * (docs/decisions/066-shrink-photos-before-upload.md).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const UPLOAD_PATH = '/api/ApplicationFormData/CertificateOfInsurance';
const WIRE_LIMIT_BYTES = 1_100_000;

/**
 * Like a phone photo of a document: 4000 × 3000 of smooth gradients with sensor-like grain, taken
 * with the phone turned (EXIF orientation 6: the picture is to be shown turned a quarter clockwise,
 * so 3000 wide and 4000 high), with the camera's metadata in it.
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const grain = (seed % 25) - 12;
      const offset = (y * width + x) * 3;
      pixels[offset] = clamp((x / width) * 200 + 30 + grain);
      pixels[offset + 1] = clamp((y / height) * 180 + 40 + grain);
      pixels[offset + 2] = clamp(((x + y) / (width + height)) * 150 + 60 + grain);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' } } })
    .toBuffer();
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

/**
 * Keeps each file the page posts (the XMLHttpRequest's FormData), so the test can read exactly what
 * was sent: Chromium does not hand a file-backed request body to Playwright.
 */
async function keepSentFiles(page: Page) {
  await page.addInitScript(() => {
    const kept: Blob[] = [];
    Object.assign(window, { sentFiles: kept });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const file = body instanceof FormData ? body.get('Image') : null;
      if (file instanceof Blob) kept.push(file);
      send.call(this, body);
    };
  });
}

/** The bytes of the last file the page posted. */
async function lastSentFile(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const kept = (window as unknown as { sentFiles: Blob[] }).sentFiles;
    const bytes = new Uint8Array(await (kept.at(-1) ?? new Blob()).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** The request's body size on the wire, from its Content-Length header. */
async function bodyBytes(request: Request): Promise<number> {
  return Number((await request.allHeaders())['content-length']);
}

/** What a multipart body adds around one file: the boundaries and the part's headers. */
const MULTIPART_OVERHEAD_BYTES = 400;

test('a 12 MP phone photo goes up as a JPEG of about 1 MB, upright and without its metadata', async ({ page }) => {
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(2_000_000);
  await keepSentFiles(page);

  await page.goto('/request');
  await page.getByRole('button', { name: 'Step 2: Bank Info and Documents' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Bank Info and Documents/ })).toBeFocused();

  const uploaded = page.waitForRequest((request: Request) => new URL(request.url()).pathname === UPLOAD_PATH);
  await page.getByLabel('Certificate of Insurance', { exact: true }).setInputFiles({
    name: 'IMG_2041.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  const request = await uploaded;
  const response = await request.response();
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(page.getByText('IMG_2041.jpg', { exact: true })).toBeVisible();

  // The bytes the request carried: the shrunk file and the multipart framing around it.
  const sent = await lastSentFile(page);
  const wire = await bodyBytes(request);
  expect(wire).toBeLessThanOrEqual(WIRE_LIMIT_BYTES);
  expect(wire).toBeGreaterThan(sent.length);
  expect(wire - sent.length).toBeLessThan(MULTIPART_OVERHEAD_BYTES);
  expect(sent.length).toBeLessThan(photo.length / 2);
  const metadata = await sharp(sent).metadata();
  expect(metadata.format).toBe('jpeg');
  // Turned upright as the camera meant it, 2,000 pixels on the long side.
  expect([metadata.width, metadata.height]).toEqual([1500, 2000]);
  expect(metadata.orientation).toBeUndefined();
  expect(metadata.exif).toBeUndefined();
});

test('a photo over the 10 MB limit is shrunk under it and sent, not refused', async ({ page }) => {
  // Grain everywhere, the hardest picture to compress: the quality steps down, then the size.
  const heavy = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(heavy.length).toBeGreaterThan(10 * 1024 * 1024);
  await keepSentFiles(page);
  await page.goto('/request');
  await page.getByRole('button', { name: 'Step 2: Bank Info and Documents' }).click();
  const uploaded = page.waitForRequest((request: Request) => new URL(request.url()).pathname === UPLOAD_PATH);
  await page.getByLabel('Certificate of Insurance', { exact: true }).setInputFiles({
    name: 'grainy.jpg',
    mimeType: 'image/jpeg',
    buffer: heavy,
  });
  const request = await uploaded;
  expect((await request.response())?.status()).toBe(200);
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
  expect(await bodyBytes(request)).toBeLessThanOrEqual(WIRE_LIMIT_BYTES);
  const metadata = await sharp(await lastSentFile(page)).metadata();
  expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(2000);
});

test('a PDF goes up exactly as it was chosen', async ({ page }) => {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  await keepSentFiles(page);
  await page.goto('/request');
  await page.getByRole('button', { name: 'Step 2: Bank Info and Documents' }).click();
  const uploaded = page.waitForRequest((request: Request) => new URL(request.url()).pathname === UPLOAD_PATH);
  await page.getByLabel('Certificate of Insurance', { exact: true }).setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  const request = await uploaded;
  expect((await request.response())?.status()).toBe(200);
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
  const sent = await lastSentFile(page);
  expect(sent.equals(pdf)).toBe(true);
  expect((await bodyBytes(request)) - pdf.length).toBeLessThan(MULTIPART_OVERHEAD_BYTES);
});
