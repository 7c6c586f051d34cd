import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { APPLICANT_API } from '../../../domain/applicant-status.schema.ts';
import { type ApplicantKit, startApplicantKit } from '../../../tests/support/applicant-kit.ts';
import { makeJpeg, uploadDocument } from '../../../tests/support/documents.ts';
import { TEST_DATABASE_KIND } from '../../../tests/support/test-app.ts';
import { hashStatusToken } from '../../lib/status-link.ts';

const START = '2026-11-24T15:00:00.000Z';
let kit: ApplicantKit;
beforeAll(async () => {
  kit = await startApplicantKit(START);
});
afterAll(async () => {
  await kit.close();
});

const CERTIFICATE_REASON = 'The document has expired';
const LICENCE_REASON = 'The name does not match the application';

async function requestTwoCorrections(id: number) {
  return kit.post(APPLICANT_API.requestCorrections, {
    id,
    documents: [
      { kind: 'CertificateOfInsurance', reason: CERTIFICATE_REASON },
      { kind: 'CompanyOwnersDriverLicense', reason: LICENCE_REASON },
    ],
    message: 'Please send both by Friday.',
  });
}

async function documentRows(applicationId: number) {
  return kit.t.database.db
    .selectFrom('documents')
    .select(['id', 'kind', 'replaced_at', 'claimed_at'])
    .where('application_id', '=', applicationId)
    .orderBy('kind')
    .orderBy('claimed_at')
    .execute();
}

describe(`the applicant's status link and corrections on ${TEST_DATABASE_KIND}`, () => {
  test('a booking answers its private link, stores only its hash and the insurance expiry, and mails the link', async () => {
    const booked = await kit.book({
      personalInfo: { email: 'link.owner@example.com', insuranceExpiresOn: '2027-05-31' },
    });
    expect(booked.statusUrl).toMatch(/^http:\/\/localhost:3000\/status\/[A-Za-z0-9_-]{43}$/);

    const tokens = await kit.t.database.db
      .selectFrom('application_status_tokens')
      .selectAll()
      .where('application_id', '=', booked.id)
      .execute();
    expect(tokens).toEqual([expect.objectContaining({ token_hash: hashStatusToken(booked.token), expires_at: null })]);
    const stored = await kit.t.database.db
      .selectFrom('applications')
      .select('insurance_expires_on')
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow();
    expect(stored.insurance_expires_on).toBe('2027-05-31');
    // The confirmation carries the link: sealed at rest, so the outbox row never shows it.
    const rows = await kit.t.database.db
      .selectFrom('mail_outbox')
      .select(['html', 'text'])
      .where('to_address', '=', 'link.owner@example.com')
      .execute();
    expect(rows.map((row) => row.html + row.text).join()).not.toContain(booked.token);
    const mail = await kit.mail((candidate) => candidate.to.includes('link.owner@example.com'));
    expect(mail.text).toContain(booked.statusUrl);

    const response = await kit.status(booked.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    expect(response.json()).toEqual({
      reference: booked.reference,
      status: 'Pending',
      stage: 'Received',
      submittedAt: START,
      updatedAt: START,
      decidedAt: null,
      reason: null,
      corrections: [],
      insuranceExpiresOn: '2027-05-31',
      // What was applied for (the booking factory's yard and fleet: 4 + 1 trucks, 6 + 2 trailers).
      application: { locationAppliedFor: 'Lawson Rd & Hwy 25', moveInDate: '2026-12-01', trucks: 5, trailers: 8 },
      // The five documents on file, in the booking's order, each with when it came in.
      documents: [
        'ArticleOfIncorporation',
        'CompanyOwnersDriverLicense',
        'CertificateOfInsurance',
        'CertifiedPayment',
        'PostdatedChecks',
      ].map((kind) => ({ kind, receivedAt: START })),
      // Not on a waitlist, offered nothing, not accepted: no place, no offer, no notice to give.
      position: null,
      offerExpiresAt: null,
      moveOutDate: null,
      earliestMoveOutDate: null,
      agreement: null,
      accessPass: null,
    });
    // Without the reference, whose random letters could spell one of these words.
    const { reference: _reference, ...rest } = response.json<{ reference: string }>();
    expect(JSON.stringify(rest)).not.toMatch(/bank|Path|storage|\/api\//i);
  });

  test('an unknown or malformed token answers 404 with the standard error body', async () => {
    for (const token of ['A'.repeat(43), 'short', '..%2F..%2Fetc']) {
      const response = await kit.status(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual({
        isSuccess: false,
        code: 'not_found',
        message: expect.any(String),
        requestId: expect.any(String),
      });
      expect(response.headers['x-robots-tag'], token).toContain('noindex');
    }
    const post = await kit.post(APPLICANT_API.submitCorrections('B'.repeat(43)), { documents: {} }, {});
    expect(post.statusCode).toBe(400);
    const unknown = await kit.post(
      APPLICANT_API.submitCorrections('B'.repeat(43)),
      { documents: { CertificateOfInsurance: 'C'.repeat(43) } },
      {},
    );
    expect(unknown.statusCode).toBe(404);
  });

  test('requesting corrections lists it with pending for the original API, mails the applicant each document and reason', async () => {
    const booked = await kit.book({ personalInfo: { email: 'asked@example.com', firstName: 'Amrit' } });
    const pendingBefore = (
      await kit.t.app.inject({ method: 'GET', url: `${ADMIN_API.statistics}?Status=0`, headers: kit.admin })
    ).json().count;

    const response = await requestTwoCorrections(booked.id);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, status: 'CorrectionsRequested' });
    const statistics = (
      await kit.t.app.inject({ method: 'GET', url: `${ADMIN_API.statistics}?Status=0`, headers: kit.admin })
    ).json();
    expect(statistics.count).toBe(pendingBefore);
    const list = (
      await kit.t.app.inject({ method: 'GET', url: `${ADMIN_API.list}?Status=0&take=100`, headers: kit.admin })
    ).json();
    expect(list.data.find((item: { id: number }) => item.id === booked.id)).toMatchObject({
      status: 'Pending',
      reviewStatus: 'CorrectionsRequested',
    });

    const details = await kit.details(booked.id);
    expect(details).toMatchObject({
      status: 'Pending',
      reviewStatus: 'CorrectionsRequested',
      corrections: {
        state: 'Open',
        requestedAt: START,
        requestedBy: 'admin',
        message: 'Please send both by Friday.',
        receivedAt: null,
        documents: [
          { kind: 'CertificateOfInsurance', label: 'Certificate of Insurance', reason: CERTIFICATE_REASON },
          { kind: 'CompanyOwnersDriverLicense', label: "Company owner's driver's licence", reason: LICENCE_REASON },
        ],
      },
    });
    expect(details.history).toEqual([
      expect.objectContaining({ action: 'corrections_requested', adminUserName: 'admin', occurredAt: START }),
    ]);

    const view = (await kit.status(booked.token)).json();
    expect(view).toMatchObject({
      status: 'CorrectionsRequested',
      stage: 'CorrectionsRequested',
      reason: 'Please send both by Friday.',
      corrections: [
        { kind: 'CertificateOfInsurance', label: 'Certificate of Insurance', reason: CERTIFICATE_REASON },
        { kind: 'CompanyOwnersDriverLicense', label: "Company owner's driver's licence", reason: LICENCE_REASON },
      ],
    });

    const mail = await kit.mail(
      (candidate) => candidate.to.includes('asked@example.com') && candidate.subject.includes('replace'),
    );
    expect(mail.subject).toBe(`Your parking application ${booked.reference}: documents to replace`);
    expect(mail.text).toContain('Hello Amrit,');
    expect(mail.text).toContain(`Certificate of Insurance`);
    expect(mail.text).toContain(CERTIFICATE_REASON);
    expect(mail.text).toContain(LICENCE_REASON);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/status\/[A-Za-z0-9_-]{43}/);
    const mailedToken = /\/status\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
    expect((await kit.status(mailedToken)).json().status).toBe('CorrectionsRequested');

    const again = await requestTwoCorrections(booked.id);
    expect(again.statusCode).toBe(409);
  });

  test('a request for corrections with bad input answers 400 listing every field error and stores nothing', async () => {
    const booked = await kit.book();
    const response = await kit.post(APPLICANT_API.requestCorrections, {
      id: 'x',
      documents: [{ kind: 'Passport', reason: '' }],
      message: 'm'.repeat(1001),
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['id', 'documents.0.kind', 'documents.0.reason', 'message']));
    const none = await kit.post(APPLICANT_API.requestCorrections, { id: booked.id, documents: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ path: 'documents', message: 'Choose at least one document to replace' }]);
    const requests = await kit.t.database.db
      .selectFrom('correction_requests')
      .select('id')
      .where('application_id', '=', booked.id)
      .execute();
    expect(requests).toEqual([]);
    expect((await kit.status(booked.token)).json().status).toBe('Pending');
    const unknown = await kit.post(APPLICANT_API.requestCorrections, {
      id: 999_999,
      documents: [{ kind: 'CertificateOfInsurance', reason: 'Blurred' }],
    });
    expect(unknown.statusCode).toBe(404);
  });

  test('corrections other than exactly the requested kinds, or used or foreign uploads, are refused whole', async () => {
    const booked = await kit.book();
    await requestTwoCorrections(booked.id);
    const before = await documentRows(booked.id);
    const freshCertificate = await uploadDocument(kit.t.app, 'CertificateOfInsurance');
    const freshPayment = await uploadDocument(kit.t.app, 'CertifiedPayment');
    const wrongKind = await uploadDocument(kit.t.app, 'ArticleOfIncorporation');
    const url = APPLICANT_API.submitCorrections(booked.token);

    const extraAndMissing = await kit.post(
      url,
      { documents: { CertificateOfInsurance: freshCertificate, CertifiedPayment: freshPayment } },
      {},
    );
    expect(extraAndMissing.statusCode).toBe(400);
    expect(extraAndMissing.json().errors).toEqual([
      { path: 'documents.CompanyOwnersDriverLicense', message: "Upload the new Company owner's driver's licence" },
      { path: 'documents.CertifiedPayment', message: 'Certified payment was not asked for: leave it out' },
    ]);

    // A fresh certificate beside a licence reference of the wrong kind: neither is kept.
    const foreign = await kit.post(
      url,
      { documents: { CertificateOfInsurance: freshCertificate, CompanyOwnersDriverLicense: wrongKind } },
      {},
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([
      {
        path: 'documents.CompanyOwnersDriverLicense',
        message:
          "Company owner's driver's licence: this upload belongs to another document; upload the right file here",
      },
    ]);

    const other = await kit.book();
    const usedReference = await uploadDocument(kit.t.app, 'CompanyOwnersDriverLicense');
    await requestTwoCorrections(other.id);
    const firstLicence = await uploadDocument(kit.t.app, 'CertificateOfInsurance');
    const ok = await kit.post(
      APPLICANT_API.submitCorrections(other.token),
      { documents: { CertificateOfInsurance: firstLicence, CompanyOwnersDriverLicense: usedReference } },
      {},
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const used = await kit.post(
      url,
      { documents: { CertificateOfInsurance: freshCertificate, CompanyOwnersDriverLicense: usedReference } },
      {},
    );
    expect(used.statusCode).toBe(400);
    expect(used.json().errors).toEqual([
      {
        path: 'documents.CompanyOwnersDriverLicense',
        message:
          "Company owner's driver's licence: this upload is already attached to an application; upload the file again",
      },
    ]);

    const badShape = await kit.post(
      url,
      { documents: { CertificateOfInsurance: 'not-a-reference', Passport: 'x' } },
      {},
    );
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().errors.map((error: { path: string }) => error.path)).toEqual(
      expect.arrayContaining(['documents.CertificateOfInsurance']),
    );

    // Nothing partial: the same documents, none replaced, the fresh certificate still unclaimed, the request open.
    expect(await documentRows(booked.id)).toEqual(before);
    const fresh = await kit.t.database.db
      .selectFrom('documents')
      .select('claimed_at')
      .where('kind', '=', 'CertificateOfInsurance')
      .where('application_id', 'is', null)
      .execute();
    expect(fresh.length).toBeGreaterThanOrEqual(1);
    expect((await kit.status(booked.token)).json().status).toBe('CorrectionsRequested');
  });

  test('sent corrections put the application back to pending, keep the earlier versions and tell the company', async () => {
    const booked = await kit.book({ personalInfo: { firstName: 'Kiran', lastName: 'Sidhu' } });
    await requestTwoCorrections(booked.id);
    await kit.setNow('2026-11-24T15:10:00.000Z');
    // A picture of another size: the new version's bytes differ from the booking's.
    const certificate = await uploadDocument(kit.t.app, 'CertificateOfInsurance', await makeJpeg(80, 60));
    const licence = await uploadDocument(kit.t.app, 'CompanyOwnersDriverLicense');
    const oldCertificateBytes = await kit.t.app.inject({
      method: 'GET',
      url: ADMIN_API.document(booked.id, 'CertificateOfInsurance'),
      headers: kit.admin,
    });

    const response = await kit.post(
      APPLICANT_API.submitCorrections(booked.token),
      { documents: { CertificateOfInsurance: certificate, CompanyOwnersDriverLicense: licence } },
      {},
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, status: 'Pending' });
    const view = (await kit.status(booked.token)).json();
    expect(view).toMatchObject({
      status: 'Pending',
      stage: 'InReview',
      corrections: [],
      updatedAt: '2026-11-24T15:10:00.000Z',
    });
    // The documents on file are the new versions, dated when they came in; one entry per kind.
    expect(view.documents).toEqual([
      { kind: 'ArticleOfIncorporation', receivedAt: START },
      { kind: 'CompanyOwnersDriverLicense', receivedAt: '2026-11-24T15:10:00.000Z' },
      { kind: 'CertificateOfInsurance', receivedAt: '2026-11-24T15:10:00.000Z' },
      { kind: 'CertifiedPayment', receivedAt: START },
      { kind: 'PostdatedChecks', receivedAt: START },
    ]);

    const rows = await documentRows(booked.id);
    expect(rows).toHaveLength(7);
    expect(rows.filter((row) => row.replaced_at !== null).map((row) => row.kind)).toEqual([
      'CertificateOfInsurance',
      'CompanyOwnersDriverLicense',
    ]);
    const details = await kit.details(booked.id);
    expect(details).toMatchObject({
      reviewStatus: 'Pending',
      corrections: { state: 'Received', receivedAt: '2026-11-24T15:10:00.000Z' },
    });
    const earlier = details.earlierDocuments as Array<{ id: string; kind: string; url: string; replacedAt: string }>;
    expect(earlier.map((version) => [version.kind, version.replacedAt])).toEqual([
      ['CertificateOfInsurance', '2026-11-24T15:10:00.000Z'],
      ['CompanyOwnersDriverLicense', '2026-11-24T15:10:00.000Z'],
    ]);
    const version = earlier.find((item) => item.kind === 'CertificateOfInsurance');
    const fetched = await kit.t.app.inject({ method: 'GET', url: version?.url ?? '', headers: kit.admin });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(oldCertificateBytes.rawPayload)).toBe(true);
    expect((await kit.t.app.inject({ method: 'GET', url: version?.url ?? '' })).statusCode).toBe(401);
    const current = await kit.t.app.inject({
      method: 'GET',
      url: ADMIN_API.document(booked.id, 'CertificateOfInsurance'),
      headers: kit.admin,
    });
    expect(current.rawPayload.equals(oldCertificateBytes.rawPayload)).toBe(false);
    expect(details.history.map((event) => event.action)).toEqual(
      expect.arrayContaining(['corrections_requested', 'corrections_received']),
    );

    const notice = await kit.mail((mail) => mail.subject.startsWith(`Corrected documents for ${booked.reference}`));
    expect(notice.to).toEqual([kit.t.config.mail.companyInbox]);
    expect(notice.text).toContain('Certificate of Insurance');
    expect(notice.text).toContain(`/ReqestInformation/${booked.id}`);

    const attention = (
      await kit.t.app.inject({ method: 'GET', url: APPLICANT_API.needsAttention, headers: kit.admin })
    ).json();
    expect(attention.correctionsReceived.data).toEqual(
      expect.arrayContaining([
        {
          id: booked.id,
          reference: booked.reference,
          name: 'Kiran Sidhu',
          status: 'Pending',
          date: '2026-11-24T15:10:00.000Z',
        },
      ]),
    );

    // Once decided (even if reopened later), the corrections no longer wait for attention.
    expect((await kit.post(ADMIN_API.action, { id: booked.id, status: 0 })).statusCode).toBe(200);
    expect(
      (await kit.post(APPLICANT_API.reopen, { id: booked.id, reason: 'Check the new licence again' })).statusCode,
    ).toBe(200);
    const after = (
      await kit.t.app.inject({ method: 'GET', url: APPLICANT_API.needsAttention, headers: kit.admin })
    ).json();
    expect(after.correctionsReceived.data.map((item: { id: number }) => item.id)).not.toContain(booked.id);

    const again = await kit.post(
      APPLICANT_API.submitCorrections(booked.token),
      { documents: { CertificateOfInsurance: await uploadDocument(kit.t.app, 'CertificateOfInsurance') } },
      {},
    );
    expect(again.statusCode).toBe(409);
  });

  test('a cross-site post of corrections is refused before anything is read', async () => {
    const booked = await kit.book();
    await requestTwoCorrections(booked.id);
    const response = await kit.post(
      APPLICANT_API.submitCorrections(booked.token),
      { documents: { CertificateOfInsurance: 'C'.repeat(43) } },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
    expect((await kit.status(booked.token)).json().status).toBe('CorrectionsRequested');
  });

  test('a browser session asks for corrections only with the XSRF header', async () => {
    const { signInWithCookies } = await import('../../../tests/support/admin-session.ts');
    const session = await signInWithCookies(kit.t);
    const booked = await kit.book();
    const payload = { id: booked.id, documents: [{ kind: 'CertificateOfInsurance', reason: 'Blurred' }] };
    const refused = await kit.post(APPLICANT_API.requestCorrections, payload, { cookie: session.cookie });
    expect(refused.statusCode).toBe(403);
    expect((await kit.status(booked.token)).json().status).toBe('Pending');
    const accepted = await kit.post(APPLICANT_API.requestCorrections, payload, session.headers);
    expect(accepted.statusCode).toBe(200);
    expect((await kit.post(APPLICANT_API.requestCorrections, payload, {})).statusCode).toBe(401);
  });
});
