import { readdir, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DocumentUploadedSchema } from '../../../domain/booking.schema.ts';
import { DOCUMENT_KINDS, DOCUMENT_REFERENCE_PATTERN, MAX_DOCUMENT_BYTES } from '../../../domain/documents.ts';
import {
  createDecompressionBombPng,
  createGif,
  createJpegWithExif,
  createNoisyJpeg,
  createPdf,
  createPng,
  type MultipartFilePart,
  multipartBody,
} from '../../../tests/fixtures/document-files.ts';
import { failingInsertsInto, INJECTED } from '../../../tests/support/failing-inserts.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { hashDocumentReference } from '../../lib/documents/document-reference.ts';
import { UPLOAD_RATE_LIMIT } from './documents.routes.ts';
import { TEMPORARY_UPLOADS_DIRECTORY } from './temporary-uploads.ts';
import { readDocument } from '../../lib/documents/document-store.ts';

const NOW = new Date('2026-03-02T10:00:00.000Z');
let testApp: TestApp;

async function upload(
  files: MultipartFilePart[],
  kind = 'ArticleOfIncorporation',
  fields: Record<string, string> = {},
) {
  const { payload, headers } = await multipartBody(files, fields);
  return testApp.app.inject({ method: 'POST', url: `/api/ApplicationFormData/${kind}`, payload, headers });
}

async function storedRows() {
  return testApp.database.db.selectFrom('documents').selectAll().execute();
}

async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(join(testApp.dataDir, 'documents'), { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Upload bodies wait in DATA_DIR/uploads-tmp; whatever happens to a request, its file goes. */
async function temporaryFiles(): Promise<string[]> {
  return readdir(join(testApp.dataDir, TEMPORARY_UPLOADS_DIRECTORY));
}

async function expectNothingStored() {
  expect(await storedRows()).toEqual([]);
  expect(await storedFiles()).toEqual([]);
  expect(await temporaryFiles()).toEqual([]);
}

async function storedDocumentOf(reference: string) {
  const row = await testApp.database.db
    .selectFrom('documents')
    .selectAll()
    .where('reference_hash', '=', hashDocumentReference(reference))
    .executeTakeFirstOrThrow();
  return { row, bytes: await readDocument(testApp.app.documentStore, row.storage_key) };
}

describe(`document uploads on ${TEST_DATABASE_KIND}`, () => {
  beforeEach(async () => {
    testApp = await createTestApp({ clock: () => NOW });
  });
  afterEach(async () => {
    await testApp.close();
  });

  test('a JPEG photo is stored re-encoded without its EXIF and GPS data, and answers an opaque reference', async () => {
    const photo = await createJpegWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('EXIF-SECRET-OWNER')).toBe(true);

    const response = await upload(
      [{ bytes: photo, fileName: 'licence photo.jpg', type: 'image/jpeg' }],
      'CompanyOwnersDriverLicense',
    );

    expect(response.statusCode).toBe(200);
    const body = DocumentUploadedSchema.parse(response.json());
    expect(body.response).toMatch(DOCUMENT_REFERENCE_PATTERN);
    expect(body.contentType).toBe('image/jpeg');
    const { row, bytes } = await storedDocumentOf(body.response);
    expect(row).toMatchObject({
      kind: 'CompanyOwnersDriverLicense',
      content_type: 'image/jpeg',
      byte_size: bytes.length,
      original_name: 'licence photo.jpg',
      created_at: NOW.toISOString(),
      application_id: null,
      claimed_at: null,
    });
    expect(body.size).toBe(bytes.length);
    expect(row.storage_key).not.toContain('licence');
    const stored = await sharp(bytes).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(bytes.includes('EXIF-SECRET-OWNER')).toBe(false);
    expect(bytes.includes('PhoneMaker')).toBe(false);
  });

  test('a sideways phone photo is stored upright once its EXIF orientation is dropped', async () => {
    const photo = await createJpegWithExif({ width: 60, height: 40, orientation: 6 });

    const response = await upload([{ bytes: photo, type: 'image/jpeg' }]);

    expect(response.statusCode).toBe(200);
    const stored = await sharp((await storedDocumentOf(response.json().response)).bytes).metadata();
    expect({ width: stored.width, height: stored.height, orientation: stored.orientation }).toEqual({
      width: 40,
      height: 60,
      orientation: undefined,
    });
  });

  test('a PNG stays a PNG, and bytes hidden after its end are not stored', async () => {
    const hidden = '<script>alert("polyglot")</script>';
    const png = Buffer.concat([await createPng(), Buffer.from(hidden)]);

    const response = await upload([{ bytes: png, fileName: 'scan.png', type: 'image/png' }], 'CertificateOfInsurance');

    expect(response.statusCode).toBe(200);
    expect(response.json().contentType).toBe('image/png');
    const { row, bytes } = await storedDocumentOf(response.json().response);
    expect(row.content_type).toBe('image/png');
    expect((await sharp(bytes).metadata()).format).toBe('png');
    expect(bytes.includes(hidden)).toBe(false);
  });

  test('a JPEG with a payload appended after its image data is stored without the payload', async () => {
    const hidden = 'PK\u0003\u0004<html>hidden archive</html>';
    const polyglot = Buffer.concat([await createJpegWithExif(), Buffer.from(hidden)]);

    const response = await upload([{ bytes: polyglot, type: 'image/jpeg' }]);

    expect(response.statusCode).toBe(200);
    expect((await storedDocumentOf(response.json().response)).bytes.includes('hidden archive')).toBe(false);
  });

  test('an accepted upload leaves no temporary file behind, and the temporary directory is private', async () => {
    const responses = [
      await upload([{ bytes: await createJpegWithExif(), type: 'image/jpeg' }]),
      await upload([{ bytes: createPdf(), fileName: 'insurance.pdf' }]),
    ];

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await storedRows()).toHaveLength(2);
    expect(await temporaryFiles()).toEqual([]);
    const directory = await stat(join(testApp.dataDir, TEMPORARY_UPLOADS_DIRECTORY));
    expect(directory.mode & 0o777).toBe(0o700);
  });

  test('an upload cut off by the client leaves no temporary file behind', async () => {
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const { payload, headers } = await multipartBody([{ bytes: await createNoisyJpeg(400_000), type: 'image/jpeg' }]);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/ApplicationFormData/CertifiedPayment HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, payload.length / 2));

    // The half that arrived is on disk; then the client goes away.
    await expect.poll(temporaryFiles, { timeout: 5000 }).toHaveLength(1);
    socket.destroy();

    await expect.poll(temporaryFiles, { timeout: 5000 }).toEqual([]);
    expect(await storedRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  test('a PDF is accepted and stored exactly as sent', async () => {
    const pdf = createPdf();

    const response = await upload(
      [{ bytes: pdf, fileName: 'insurance.pdf', type: 'application/pdf' }],
      'CertificateOfInsurance',
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ contentType: 'application/pdf', size: pdf.length });
    expect((await storedDocumentOf(response.json().response)).bytes.equals(pdf)).toBe(true);
  });

  test('each of the five document kinds has its upload endpoint', async () => {
    for (const { kind } of DOCUMENT_KINDS) {
      const response = await upload([{ bytes: createPdf(), fileName: `${kind}.pdf` }], kind);
      expect(response.statusCode, kind).toBe(200);
    }
    const kinds = (await storedRows()).map((row) => row.kind).sort();
    expect(kinds).toEqual(DOCUMENT_KINDS.map((document) => document.kind).sort());
  });

  test('the type is decided by content: a PDF named .jpg and sent as image/jpeg is stored as a PDF', async () => {
    const response = await upload([{ bytes: createPdf(), fileName: 'photo.jpg', type: 'image/jpeg' }]);

    expect(response.statusCode).toBe(200);
    expect(response.json().contentType).toBe('application/pdf');
  });

  test('several uploads at once all succeed', async () => {
    const photos = await Promise.all([1, 2, 3, 4].map(() => createNoisyJpeg(300_000)));

    const responses = await Promise.all(photos.map((bytes) => upload([{ bytes, type: 'image/jpeg' }])));

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await storedRows()).toHaveLength(4);
  });

  test('a file of 10 MB plus one byte is refused with 413 and nothing is stored', async () => {
    const oversized = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20);
    oversized.set([0xff, 0xd8, 0xff, 0xe0]);

    const response = await upload([{ bytes: oversized, fileName: 'big.jpg', type: 'image/jpeg' }]);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'payload_too_large' });
    expect(response.json().message).toContain('10 MB');
    await expectNothingStored();
  });

  test('a file of exactly 10 MB is not refused for its size', async () => {
    const pdf = createPdf();
    const padded = Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20);
    pdf.copy(padded, 0, 0, pdf.length - 7);
    padded.write('\n%%EOF\n', MAX_DOCUMENT_BYTES - 7, 'latin1');

    const response = await upload([{ bytes: padded, fileName: 'big.pdf' }]);

    expect(response.statusCode).toBe(200);
    expect(response.json().size).toBe(MAX_DOCUMENT_BYTES);
  });

  test('a request declaring a body far over the limit is refused from its headers, before reading', async () => {
    const { headers } = await multipartBody([{ bytes: createPdf() }]);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/ApplicationFormData/CertifiedPayment',
      headers: { ...headers, 'content-length': String(50 * 1024 * 1024) },
      payload: Buffer.alloc(0),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
    expect(response.headers.connection).toBe('close');
    await expectNothingStored();
  });

  test.each([
    ['a GIF', async () => createGif(), 'animation.jpg'],
    ['plain text', async () => Buffer.from('just some words, not a document'), 'notes.jpg'],
    ['an HTML page', async () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'photo.jpg'],
    [
      'an SVG image',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'photo.jpg',
    ],
    ['a Windows program', async () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]), 'photo.jpg'],
    [
      'a ZIP archive',
      async () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]),
      'scan.pdf',
    ],
  ])(
    '%s sent with a document name and type is refused with 415 and nothing is stored',
    async (_label, makeBytes, fileName) => {
      const response = await upload([{ bytes: await makeBytes(), fileName, type: 'image/jpeg' }]);

      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ isSuccess: false, code: 'unsupported_media_type' });
      expect(response.json().message).toMatch(/JPEG, PNG or PDF/);
      await expectNothingStored();
    },
  );

  test('a file that starts like a JPEG but is not one is refused with 415 and nothing is stored', async () => {
    const disguised = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);

    const response = await upload([{ bytes: disguised, fileName: 'photo.jpg', type: 'image/jpeg' }]);

    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/cannot be read/);
    await expectNothingStored();
  });

  test('a PDF cut off before its end is refused with 415 and nothing is stored', async () => {
    const pdf = createPdf();

    const response = await upload([{ bytes: pdf.subarray(0, pdf.length - 40), fileName: 'cut.pdf' }]);

    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/PDF/);
    await expectNothingStored();
  });

  test('an image whose pixels would fill hundreds of megabytes is refused with a clear message', async () => {
    const response = await upload([{ bytes: await createDecompressionBombPng(), fileName: 'bomb.png' }]);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/megapixels/);
    await expectNothingStored();
  });

  test('a file in another field than Image is refused with 400 naming the field', async () => {
    const response = await upload([{ field: 'file', bytes: createPdf() }]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(response.json().message).toContain("'Image'");
    await expectNothingStored();
  });

  test('a form without a file is refused with 400', async () => {
    const response = await upload([], 'ArticleOfIncorporation', { Image: 'not a file' });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("'Image'");
    await expectNothingStored();
  });

  test('an empty file is refused with 400', async () => {
    const response = await upload([{ bytes: new Uint8Array(0) }]);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/empty/);
    await expectNothingStored();
  });

  test('a JSON body is refused with 415 and a message saying what to send', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/ApplicationFormData/ArticleOfIncorporation',
      payload: { Image: 'data:image/jpeg;base64,AAAA' },
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
    expect(response.json().message).toContain('multipart/form-data');
  });

  test('an unknown document kind answers 404', async () => {
    const response = await upload([{ bytes: createPdf() }], 'Passport');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'not_found' });
    await expectNothingStored();
  });

  test('the client file name is kept for display only, without path or control characters', async () => {
    const response = await upload([{ bytes: createPdf(), fileName: `bad\u0000name\u202e${'x'.repeat(300)}.pdf` }]);

    expect(response.statusCode).toBe(200);
    const { row } = await storedDocumentOf(response.json().response);
    expect(row.original_name).toBe(`badname${'x'.repeat(193)}`);
  });

  test('uploads over the limit per address are refused with 429 and Retry-After, across all five kinds', async () => {
    const notMultipart = { 'content-type': 'application/json' };
    for (let index = 0; index < UPLOAD_RATE_LIMIT.max; index += 1) {
      const kind = DOCUMENT_KINDS[index % DOCUMENT_KINDS.length]?.kind;
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/ApplicationFormData/${kind}`,
        headers: notMultipart,
        payload: '{}',
      });
      expect(response.statusCode).toBe(415);
    }

    const refused = await upload([{ bytes: createPdf() }], 'PostdatedChecks');

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isSuccess: false, code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await expectNothingStored();
  });
});

describe(`document uploads when the database fails, on ${TEST_DATABASE_KIND}`, () => {
  test('a row that cannot be written leaves no file behind', async () => {
    const failing = await createTestApp({ wrapDatabase: failingInsertsInto('documents').wrapDatabase });
    try {
      const { payload, headers } = await multipartBody([{ bytes: await createJpegWithExif() }]);
      const response = await failing.app.inject({
        method: 'POST',
        url: '/api/ApplicationFormData/CertifiedPayment',
        payload,
        headers,
      });

      expect(response.statusCode).toBe(500);
      expect(response.json().message).not.toContain(INJECTED);
      const files = await readdir(join(failing.dataDir, 'documents'), { recursive: true, withFileTypes: true });
      expect(files.filter((entry) => entry.isFile())).toEqual([]);
      expect(await readdir(join(failing.dataDir, TEMPORARY_UPLOADS_DIRECTORY))).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});
