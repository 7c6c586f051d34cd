import sharp from 'sharp';
import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { createBookingInput } from '../../../tests/factories/booking.factory.ts';
import { createPdf, createPng } from '../../../tests/fixtures/document-files.ts';
import { signInAsAdmin, signInWithCookies } from '../../../tests/support/admin-session.ts';
import { makeJpeg, uploadAllDocuments, uploadDocument } from '../../../tests/support/documents.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { readDocument } from '../../lib/documents/document-store.ts';
import { thumbnailKeyOf } from '../../lib/documents/thumbnail-key.ts';
import { DOCUMENT_CONTENT_SECURITY_POLICY } from './documents-admin.routes.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** A booking with a large landscape JPEG, a tall PNG and a PDF among its five documents. */
async function start() {
  const t = await createTestApp();
  testApp = t;
  const documents = await uploadAllDocuments(t.app);
  documents.articleOfIncorporationPath = await uploadDocument(
    t.app,
    'ArticleOfIncorporation',
    await makeJpeg(1200, 800),
  );
  documents.certificateOfInsurancePath = await uploadDocument(
    t.app,
    'CertificateOfInsurance',
    await createPng({ width: 400, height: 1000 }),
  );
  documents.certifiedPaymentPath = await uploadDocument(t.app, 'CertifiedPayment', createPdf());
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/ApplicationFormData/CreateApplicationForm',
    payload: createBookingInput({}, documents),
  });
  expect(booked.statusCode).toBe(200);
  const { headers, adminId } = await signInAsAdmin(t);
  const applicationId = booked.json().id as number;
  const get = (kind: string, extra: Record<string, string> = headers) =>
    t.app.inject({ method: 'GET', url: ADMIN_API.documentThumbnail(applicationId, kind), headers: extra });
  return { t, headers, adminId, applicationId, get };
}

async function storageKeyOf(t: TestApp, applicationId: number, kind: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('documents')
    .select('storage_key')
    .where('application_id', '=', applicationId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.storage_key;
}

describe(`document thumbnails on ${TEST_DATABASE_KIND}`, () => {
  test('an image gets a WebP of at most 320 px on its longest side, served like the document and logged', async () => {
    const { t, adminId, applicationId, get } = await start();

    const landscape = await get('ArticleOfIncorporation');
    expect(landscape.statusCode).toBe(200);
    expect(landscape.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(landscape.rawPayload.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="ArticleOfIncorporation-thumbnail.webp"',
      'cache-control': 'private, no-store',
      'content-security-policy': DOCUMENT_CONTENT_SECURITY_POLICY,
    });
    expect(await sharp(landscape.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });

    const tall = await get('CertificateOfInsurance');
    expect(await sharp(tall.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 128, height: 320 });
    // A small image is not enlarged.
    const small = await get('PostdatedChecks');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 64, height: 48 });

    const views = await t.database.db
      .selectFrom('audit_events')
      .select(['admin_id', 'application_id', 'details'])
      .where('action', '=', 'document_viewed')
      .execute();
    expect(views).toContainEqual({
      admin_id: adminId,
      application_id: applicationId,
      details: JSON.stringify({ kind: 'ArticleOfIncorporation', thumbnail: true }),
    });
    expect(views).toHaveLength(3);
  });

  test('a thumbnail is made once and kept in the document store, where later views read it', async () => {
    const { t, applicationId, get } = await start();
    const storageKey = await storageKeyOf(t, applicationId, 'ArticleOfIncorporation');
    const key = thumbnailKeyOf(storageKey);
    expect(key).toMatch(/^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/);
    expect(key).not.toBe(storageKey);
    expect(await t.app.documentStore.has(key)).toBe(false);

    const first = await get('ArticleOfIncorporation');
    expect(first.statusCode).toBe(200);
    expect((await readDocument(t.app.documentStore, key)).equals(first.rawPayload)).toBe(true);

    // With the original gone from the store, the kept thumbnail is still what is served.
    await t.app.documentStore.remove(storageKey);
    const second = await get('ArticleOfIncorporation');
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  test('a PDF has no thumbnail, and neither has a document the application does not have', async () => {
    const { t, applicationId, get, headers } = await start();
    const pdf = await get('CertifiedPayment');
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toMatchObject({ code: 'not_found', message: expect.stringMatching(/PDF/) });
    const unknown = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.documentThumbnail(applicationId + 1000, 'ArticleOfIncorporation'),
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      await t.database.db.selectFrom('audit_events').select('id').where('action', '=', 'document_viewed').execute(),
    ).toEqual([]);
  });

  test('no thumbnail without a session, with a forged token or after signing out; a cookie alone will do', async () => {
    const { t, headers, get } = await start();
    const anonymousHeaders: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer forged.token.value' },
      { cookie: 'session=forged' },
    ];
    for (const anonymous of anonymousHeaders) {
      const response = await get('ArticleOfIncorporation', anonymous);
      expect(response.statusCode, JSON.stringify(anonymous)).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    const browser = await signInWithCookies(t);
    expect((await get('ArticleOfIncorporation', { cookie: browser.cookie })).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url: ADMIN_API.logout, headers })).statusCode).toBe(200);
    expect((await get('ArticleOfIncorporation')).statusCode).toBe(401);
  });

  test('an unknown kind or an id that is not a number is refused with 400', async () => {
    const { t, headers, applicationId } = await start();
    for (const url of [
      ADMIN_API.documentThumbnail(applicationId, 'Passport'),
      ADMIN_API.documentThumbnail('abc', 'PostdatedChecks'),
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(400);
    }
  });
});
