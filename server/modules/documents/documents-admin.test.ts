import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { DOCUMENT_KINDS } from '../../../domain/documents.ts';
import { insertApplication } from '../../../tests/factories/application.factory.ts';
import { createBookingInput } from '../../../tests/factories/booking.factory.ts';
import { createPdf, createPng } from '../../../tests/fixtures/document-files.ts';
import { signInAsAdmin, signInWithCookies } from '../../../tests/support/admin-session.ts';
import { uploadAllDocuments, uploadDocument } from '../../../tests/support/documents.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { DOCUMENT_CONTENT_SECURITY_POLICY } from './documents-admin.routes.ts';
import { readDocument } from '../../lib/documents/document-store.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** A booking made as the wizard makes it: five real uploads (one PDF, one PNG), then the form. */
async function start() {
  const t = await createTestApp();
  testApp = t;
  const documents = await uploadAllDocuments(t.app);
  documents.certifiedPaymentPath = await uploadDocument(t.app, 'CertifiedPayment', createPdf());
  documents.certificateOfInsurancePath = await uploadDocument(t.app, 'CertificateOfInsurance', await createPng());
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/ApplicationFormData/CreateApplicationForm',
    payload: createBookingInput({}, documents),
  });
  expect(booked.statusCode).toBe(200);
  const { headers, adminId } = await signInAsAdmin(t);
  return { t, headers, adminId, applicationId: booked.json().id as number };
}

async function storedBytes(t: TestApp, applicationId: number, kind: string): Promise<Buffer> {
  const row = await t.database.db
    .selectFrom('documents')
    .select('storage_key')
    .where('application_id', '=', applicationId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return readDocument(t.app.documentStore, row.storage_key);
}

async function viewEvents(t: TestApp) {
  return t.database.db.selectFrom('audit_events').selectAll().where('action', '=', 'document_viewed').execute();
}

describe(`admin document route on ${TEST_DATABASE_KIND}`, () => {
  test('an image is served inline with its stored type, never cached, sniffed or scripted, and the view is logged', async () => {
    const { t, headers, adminId, applicationId } = await start();

    const response = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.document(applicationId, 'CompanyOwnersDriverLicense'),
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(await storedBytes(t, applicationId, 'CompanyOwnersDriverLicense'))).toBe(true);
    expect(response.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(response.rawPayload.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="CompanyOwnersDriverLicense.jpg"',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
    expect(DOCUMENT_CONTENT_SECURITY_POLICY).toBe(response.headers['content-security-policy']);
    expect(await viewEvents(t)).toEqual([
      expect.objectContaining({
        admin_id: adminId,
        application_id: applicationId,
        details: JSON.stringify({ kind: 'CompanyOwnersDriverLicense' }),
      }),
    ]);
  });

  test('a PNG keeps its own type and extension', async () => {
    const { t, headers, applicationId } = await start();
    const response = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.document(applicationId, 'CertificateOfInsurance'),
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('inline; filename="CertificateOfInsurance.png"');
    expect(response.rawPayload.equals(await storedBytes(t, applicationId, 'CertificateOfInsurance'))).toBe(true);
  });

  test('a PDF is shown inline, under our name for it, with the same protections as an image', async () => {
    const { t, headers, applicationId } = await start();
    const response = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.document(applicationId, 'CertifiedPayment'),
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="CertifiedPayment.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': DOCUMENT_CONTENT_SECURITY_POLICY,
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('no document is readable without a session, with a forged token or after signing out', async () => {
    const { t, headers, applicationId } = await start();
    const anonymousHeaders = [{}, { authorization: 'Bearer forged.token.value' }, { cookie: 'session=forged' }];
    for (const { kind } of DOCUMENT_KINDS) {
      const stored = await storedBytes(t, applicationId, kind);
      for (const anonymous of anonymousHeaders) {
        const response = await t.app.inject({
          method: 'GET',
          url: ADMIN_API.document(applicationId, kind),
          headers: anonymous,
        });
        expect(response.statusCode, `${kind} with ${JSON.stringify(anonymous)}`).toBe(401);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.rawPayload.includes(stored.subarray(0, 64))).toBe(false);
      }
    }
    // Guessing ids gets an anonymous caller nothing either: the answer does not say which exist.
    const unknown = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.document(applicationId + 1000, 'PostdatedChecks'),
    });
    expect(unknown.statusCode).toBe(401);

    expect((await t.app.inject({ method: 'POST', url: ADMIN_API.logout, headers })).statusCode).toBe(200);
    const afterLogout = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.document(applicationId, 'PostdatedChecks'),
      headers,
    });
    expect(afterLogout.statusCode).toBe(401);
    expect(await viewEvents(t)).toEqual([]);
  });

  test("one application's id never reaches another's document: 404", async () => {
    const { t, headers, applicationId } = await start();
    // An application of its own, without documents: the kind exists, but only under the other id.
    const other = await insertApplication(t.database.db, t.app.secrets.dataEncryptionKey);

    const response = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.document(other.id, 'ArticleOfIncorporation'),
      headers,
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'not_found' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.document(applicationId + 1000, 'ArticleOfIncorporation'),
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await viewEvents(t)).toEqual([]);
  });

  test('an upload no booking claimed is not served, even under a matching id', async () => {
    const { t, headers, applicationId } = await start();
    const other = await insertApplication(t.database.db, t.app.secrets.dataEncryptionKey);
    await uploadDocument(t.app, 'PostdatedChecks');
    // A stray row pointing at the application without a claim (as if a claim were half done).
    await t.database.db
      .updateTable('documents')
      .set({ application_id: other.id })
      .where('claimed_at', 'is', null)
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.document(other.id, 'PostdatedChecks'),
      headers,
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: ADMIN_API.document(applicationId, 'PostdatedChecks'), headers }))
        .statusCode,
    ).toBe(200);
  });

  test('an unknown kind or an id that is not a number is refused with 400', async () => {
    const { t, headers, applicationId } = await start();
    for (const url of [
      ADMIN_API.document(applicationId, 'Passport'),
      ADMIN_API.document('abc', 'PostdatedChecks'),
      ADMIN_API.document(applicationId, '..%2F..%2Fsecrets.json'),
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  test('a browser session (cookie) reads documents with a plain GET, as an <img> would', async () => {
    const { t, applicationId } = await start();
    const browser = await signInWithCookies(t);
    const response = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.document(applicationId, 'ArticleOfIncorporation'),
      headers: { cookie: browser.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });
});
