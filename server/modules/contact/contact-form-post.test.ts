import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { CONTACT_SENT_PATHS } from '../../../domain/contact-fields.schema.ts';
import { ENQUIRY_PATH } from '../../../domain/enquiry.schema.ts';
import { JOB_APPLICATION_PATH } from '../../../domain/job-application.schema.ts';
import { createEnquiryInput, createJobApplicationInput } from '../../../tests/factories/contact.factory.ts';
import { contactRowCounts, NO_CONTACT_ROWS } from '../../../tests/support/row-counts.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { CONTACT_RATE_LIMIT } from './contact.routes.ts';

/**
 * The Contact page's forms as a browser posts them without scripts (ADR 019): form-encoded, every
 * value text, Sec-Fetch-Site set by the browser. Same schema, storage and outbox as JSON; the
 * answers are a 303 to a confirmation page or a 400 page that shows what was wrong.
 */

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const NOW = new Date('2026-11-23T15:30:00.000Z');

/** No built site unless a test gives one: the error page then stands alone (site-frame.ts). */
const NO_BUILD = { CLIENT_DIR: join(tmpdir(), 'no-client-build-here') };

async function start(options: Parameters<typeof createTestApp>[0] = {}) {
  testApp = await createTestApp({ clock: () => NOW, ...options, environment: { ...NO_BUILD, ...options.environment } });
  return testApp;
}

function encode(values: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(values).map(([name, value]) => [
      name,
      value === undefined ? '' : String(value as string | number | boolean),
    ]),
  ).toString();
}

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

function postForm(
  t: TestApp,
  url: string,
  values: Record<string, unknown>,
  headers: Record<string, string> = SAME_ORIGIN,
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: encode(values),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

describe(`the Contact page's forms posted without scripts on ${TEST_DATABASE_KIND}`, () => {
  test('an enquiry is stored as JSON would be, its e-mail queued, and the browser sent to the confirmation page', async () => {
    const t = await start();
    const response = await postForm(t, ENQUIRY_PATH, createEnquiryInput({ FullName: '  Gurpreet Sandhu  ' }));

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(CONTACT_SENT_PATHS.enquiry);
    expect(await contactRowCounts(t.database.db)).toEqual({ enquiries: 1, jobApplications: 0, mails: 1 });
    const stored = await t.database.db.selectFrom('contact_enquiries').selectAll().executeTakeFirstOrThrow();
    expect(stored.full_name).toBe('Gurpreet Sandhu');
    const mail = await t.database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(t.config.mail.companyInbox);
  });

  test("a job application's years arrive as text and are stored as the number typed", async () => {
    const t = await start();
    const response = await postForm(t, JOB_APPLICATION_PATH, createJobApplicationInput({ years: ' 6 ' }));

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(CONTACT_SENT_PATHS.jobApplication);
    const stored = await t.database.db.selectFrom('contact_job_applications').selectAll().executeTakeFirstOrThrow();
    expect(stored.years_of_experience).toBe(6);
    expect(await contactRowCounts(t.database.db)).toEqual({ enquiries: 0, jobApplications: 1, mails: 1 });
  });

  test('an invalid enquiry gets a page naming every wrong answer, with the form again holding every value', async () => {
    const t = await start();
    const response = await postForm(
      t,
      ENQUIRY_PATH,
      createEnquiryInput({ FullName: 'Al', PhoneNumber: '1234', Address: 'No', CompanyName: '<b>"Acme" & Co</b>' }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(response.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(response.headers['content-security-policy']).not.toMatch(/script-src|unsafe-inline/);
    const page = response.body;
    expect(page).toContain('Full name: Full Name must be at least 3 characters');
    expect(page).toContain('Phone number: Phone Number must have 5 to 10 digits');
    expect(page).toContain('Address (optional): Address must be at least 3 characters');
    expect(page).toContain('3 answers need your attention');
    expect(page).toContain(`<form method="post" action="${ENQUIRY_PATH}"`);
    expect(page).toContain('name="FullName" autocomplete="name" required minlength="3" maxlength="30"');
    expect(page).toMatch(/name="FullName"[^>]*value="Al"/);
    expect(page).toMatch(/name="PhoneNumber"[^>]*value="1234"/);
    // What was typed comes back escaped, never as markup.
    expect(page).toContain('value="&#60;b&#62;&#34;Acme&#34; &#38; Co&#60;/b&#62;"');
    expect(page).not.toContain('<b>"Acme"');
    expect(page).toContain('We need 12 trailer spots in Milton from January.');
    expect(page).toContain('href="/contact"');
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
  });

  test('a French enquiry lands on the French confirmation page; one without the language field on the English one', async () => {
    const t = await start();
    const french = await postForm(t, ENQUIRY_PATH, { ...createEnquiryInput(), language: 'fr' });
    expect(french.statusCode).toBe(303);
    expect(french.headers.location).toBe(`/fr${CONTACT_SENT_PATHS.enquiry}`);
    const job = await postForm(t, JOB_APPLICATION_PATH, { ...createJobApplicationInput(), language: 'fr' });
    expect(job.headers.location).toBe(`/fr${CONTACT_SENT_PATHS.jobApplication}`);
    // Not a language of the site: English, as a post without the field.
    const other = await postForm(t, ENQUIRY_PATH, { ...createEnquiryInput(), language: 'de' });
    expect(other.headers.location).toBe(CONTACT_SENT_PATHS.enquiry);
    expect(await contactRowCounts(t.database.db)).toEqual({ enquiries: 2, jobApplications: 1, mails: 3 });
  });

  test("an invalid French enquiry gets the page in French, the schema's messages included", async () => {
    const t = await start();
    const response = await postForm(t, ENQUIRY_PATH, {
      ...createEnquiryInput({ FullName: 'Al', PhoneNumber: '1234', Address: 'No' }),
      language: 'fr',
    });

    expect(response.statusCode).toBe(400);
    const page = response.body;
    expect(page).toContain('<html lang="fr-CA">');
    expect(page).toContain('Nom complet\u00a0: Le nom complet doit compter au moins 3 caractères');
    expect(page).toContain('Numéro de téléphone\u00a0: Le numéro de téléphone doit compter de 5 à 10 chiffres');
    expect(page).toContain('Adresse (facultatif)\u00a0: L’adresse doit compter au moins 3 caractères');
    expect(page).toContain('3 réponses demandent votre attention');
    expect(page).toContain('<button type="submit">Envoyer le message</button>');
    // Sent again from this page, the form is still French.
    expect(page).toContain('<input type="hidden" name="language" value="fr">');
    expect(page).toContain('<a href="/fr/contact">Retour à la page Nous joindre</a>, ou appelez-nous au <a href="tel:');
    expect(page).not.toMatch(/answers need|Full Name|was not sent/);
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
  });

  test("a job application without years, or with words for years, is answered with the schema's messages", async () => {
    const t = await start();
    const empty = await postForm(t, JOB_APPLICATION_PATH, createJobApplicationInput({ years: '' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Years of experience: Number of years of experience required');
    const words = await postForm(t, JOB_APPLICATION_PATH, createJobApplicationInput({ years: 'six' }));
    expect(words.statusCode).toBe(400);
    expect(words.body).toMatch(/name="years"[^>]*value="six"/);
    // Number() would read these as 3; a number box never sends them.
    for (const years of ['0x3', '0b11', '0o3']) {
      const coded = await postForm(t, JOB_APPLICATION_PATH, createJobApplicationInput({ years }));
      expect(coded.statusCode, years).toBe(400);
    }
    const tooFew = await postForm(t, JOB_APPLICATION_PATH, createJobApplicationInput({ years: '1' }));
    expect(tooFew.body).toContain('At least 2 years of experience are required');
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
  });

  test('a repeated field name is refused with a page, not a failure', async () => {
    const t = await start();
    const body = `${encode(createEnquiryInput())}&FullName=Second+Name`;
    const response = await t.app.inject({
      method: 'POST',
      url: ENQUIRY_PATH,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Full name:');
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
  });

  test('a filled honeypot is answered like a success (303 to the confirmation) and nothing is stored or sent', async () => {
    const t = await start();
    const response = await postForm(t, ENQUIRY_PATH, createEnquiryInput({ website: 'https://spam.example' }));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(CONTACT_SENT_PATHS.enquiry);
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
  });

  test.each([
    ['another site, by Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain, by Sec-Fetch-Site', { 'sec-fetch-site': 'same-site' }],
    ['another site, by Origin (older browsers)', { origin: 'https://evil.example' }],
    ['an opaque origin (sandboxed page)', { origin: 'null' }],
  ])('a form posted from %s is refused with 403 and nothing is stored', async (_, headers) => {
    const t = await start();
    for (const [url, values] of [
      [ENQUIRY_PATH, createEnquiryInput()],
      [JOB_APPLICATION_PATH, createJobApplicationInput()],
    ] as const) {
      const response = await postForm(t, url, values, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ isSuccess: false, code: 'forbidden' });
    }
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
  });

  test('a form posted from our own origin, by Origin alone, is taken', async () => {
    const t = await start();
    const origin = new URL(t.config.publicUrl).origin;
    const response = await postForm(t, ENQUIRY_PATH, createEnquiryInput(), { origin });
    expect(response.statusCode).toBe(303);
    expect(await contactRowCounts(t.database.db)).toEqual({ enquiries: 1, jobApplications: 0, mails: 1 });
  });

  test('JSON callers still get JSON answers, with no redirect', async () => {
    const t = await start();
    const ok = await t.app.inject({ method: 'POST', url: ENQUIRY_PATH, payload: createEnquiryInput() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ isSuccess: true });
    const invalid = await t.app.inject({ method: 'POST', url: JOB_APPLICATION_PATH, payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ isSuccess: false, code: 'validation_failed' });
    expect(invalid.json().errors).toEqual(expect.arrayContaining([{ path: 'years', message: expect.any(String) }]));
  });

  test('form posts count towards the same rate limit as JSON', async () => {
    const t = await start({ rateLimits: true });
    for (let attempt = 0; attempt < CONTACT_RATE_LIMIT.max; attempt += 1) {
      expect((await postForm(t, ENQUIRY_PATH, {}, SAME_ORIGIN, '203.0.113.9')).statusCode).toBe(400);
    }
    expect((await postForm(t, ENQUIRY_PATH, createEnquiryInput(), SAME_ORIGIN, '203.0.113.9')).statusCode).toBe(429);
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
  });
});
