import type { Request } from '@playwright/test';
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

/** The file part of a multipart body: from the blank line after its headers to the next boundary. */
function filePart(body: Buffer, contentType: string): Buffer {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
  if (!boundary) throw new Error(`no boundary in ${contentType}`);
  const start = body.indexOf('\r\n\r\n') + 4;
  const end = body.indexOf(`\r\n--${boundary}`, start);
  return body.subarray(start, end);
}

test('a 12 MP phone photo goes up as a JPEG of about 1 MB, upright and without its metadata', async ({ page }) => {
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(2_000_000);

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

  // The bytes the request carried, as the browser counted them.
  const { requestBodySize } = await request.sizes();
  expect(requestBodySize).toBeGreaterThan(100_000);
  expect(requestBodySize).toBeLessThanOrEqual(WIRE_LIMIT_BYTES);

  const body = request.postDataBuffer();
  expect(body, 'the request body').not.toBeNull();
  const sent = filePart(body ?? Buffer.alloc(0), (await request.allHeaders())['content-type'] ?? '');
  const metadata = await sharp(sent).metadata();
  expect(metadata.format).toBe('jpeg');
  // Turned upright as the camera meant it, 2,000 pixels on the long side.
  expect([metadata.width, metadata.height]).toEqual([1500, 2000]);
  expect(metadata.orientation).toBeUndefined();
  expect(metadata.exif).toBeUndefined();
});

test('a PDF goes up exactly as it was chosen', async ({ page }) => {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
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
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  expect(filePart(body, (await request.allHeaders())['content-type'] ?? '').equals(pdf)).toBe(true);
});
