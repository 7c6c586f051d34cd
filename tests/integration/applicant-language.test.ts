import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../domain/admin.schema.ts';
import { APPLICANT_API, COMMON_CORRECTION_REASONS } from '../../domain/applicant-status.schema.ts';
import { type ApplicantKit, startApplicantKit } from '../support/applicant-kit.ts';
import { TEST_DATABASE_KIND } from '../support/test-app.ts';

/*
 * The language an application is made in (docs/i18n.md): stored with it ("en" when the caller
 * says none), shown to the admin, and followed by every e-mail to the applicant (confirmation,
 * corrections, reopening, decision, insurance reminders) and by the private link in them. The
 * company's own e-mails stay English. Real database, real SMTP server.
 */

const START = '2026-11-24T15:00:00.000Z';
let kit: ApplicantKit;
beforeAll(async () => {
  kit = await startApplicantKit(START);
});
afterAll(async () => {
  await kit.close();
});

const decide = (id: number, status: 0 | 1, reason?: string) =>
  kit.post(ADMIN_API.action, { id, status, ...(reason ? { reason } : {}) });

async function storedLanguage(id: number) {
  const row = await kit.t.database.db
    .selectFrom('applications')
    .select('language')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.language;
}

/** The mail to `email` whose subject matches, delivered through the real SMTP server. */
function mailTo(email: string, subject: RegExp) {
  return kit.mail((mail) => mail.to.includes(email) && subject.test(mail.subject));
}

describe(`the application's language on ${TEST_DATABASE_KIND}`, () => {
  test('a caller that says no language books in English: stored "en", English e-mail, English link', async () => {
    const booked = await kit.book({ personalInfo: { email: 'no.language@example.com' } });
    expect(await storedLanguage(booked.id)).toBe('en');
    expect(booked.statusUrl).toMatch(/^http:\/\/localhost:3000\/status\/[A-Za-z0-9_-]{43}$/);
    expect(await kit.details(booked.id)).toMatchObject({ language: 'en' });

    const mail = await mailTo('no.language@example.com', /received/);
    expect(mail.subject).toBe(`Booking application received: ${booked.reference}`);
    expect(mail.text).toContain('Hello Harpreet,');
    expect(mail.text).toContain('Move-in date: 2026-12-01');
    expect(mail.text).toContain('Rate approved per spot: $325.00');
    expect(mail.html).toContain('<html lang="en">');
  });

  test('a French booking is stored "fr", shown so to the admin, and confirmed in French with the French link', async () => {
    const booked = await kit.book({ language: 'fr', personalInfo: { email: 'reservation@example.com' } });
    expect(await storedLanguage(booked.id)).toBe('fr');
    expect(booked.statusUrl).toMatch(/^http:\/\/localhost:3000\/fr\/status\/[A-Za-z0-9_-]{43}$/);
    expect(await kit.details(booked.id)).toMatchObject({ language: 'fr' });
    const list = await kit.t.app.inject({
      method: 'GET',
      url: `${ADMIN_API.list}?Status=0&take=50`,
      headers: kit.admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ data: Array<{ id: number; language?: string }> }>().data;
    expect(listed.find((item) => item.id === booked.id)?.language).toBe('fr');

    const mail = await mailTo('reservation@example.com', /reçue/);
    expect(mail.subject).toBe(`Demande de réservation reçue\u00a0: ${booked.reference}`);
    expect(mail.text).toContain('Bonjour Harpreet,');
    expect(mail.text).toContain('Date d’arrivée: 1 décembre 2026');
    expect(mail.text).toMatch(/Tarif approuvé par place: 325,00\s\$/);
    expect(mail.text).toContain(`Voir où en est votre demande: ${booked.statusUrl}`);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.text).not.toMatch(/\bHello\b|\bReference\b/);

    // The company's own notice stays English, and says which language the applicant uses.
    const notice = await kit.mail((candidate) =>
      candidate.subject.startsWith(`New booking application ${booked.reference}`),
    );
    expect(notice.to).toEqual([kit.t.config.mail.companyInbox]);
    expect(notice.text).toContain('Language: French');
    expect(notice.html).toContain('<html lang="en">');
  });

  test('a language other than "en" or "fr" is refused with a message saying which are taken', async () => {
    const response = await kit.t.app.inject({
      method: 'POST',
      url: '/api/ApplicationFormData/CreateApplicationForm',
      payload: { language: 'de' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: 'language', message: 'Language must be "en" or "fr"' });
  });

  test('corrections, the status page, reopening and decisions speak French to a French applicant', async () => {
    const booked = await kit.book({
      language: 'fr',
      personalInfo: { email: 'corrections.fr@example.com', firstName: 'Élodie' },
    });
    const asked = await kit.post(APPLICANT_API.requestCorrections, {
      id: booked.id,
      documents: [
        { kind: 'CertificateOfInsurance', reason: COMMON_CORRECTION_REASONS[1] },
        { kind: 'CompanyOwnersDriverLicense', reason: 'Merci d’envoyer le recto et le verso' },
      ],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const corrections = await mailTo('corrections.fr@example.com', /documents à remplacer/);
    expect(corrections.subject).toBe(`Votre demande de stationnement ${booked.reference}\u00a0: documents à remplacer`);
    expect(corrections.text).toContain('Bonjour Élodie,');
    expect(corrections.text).toContain('Certificat d’assurance: Le document est expiré');
    // A reason the admin typed is sent as typed.
    expect(corrections.text).toContain(
      'Permis de conduire du propriétaire de l’entreprise: Merci d’envoyer le recto et le verso',
    );
    const token = /\/fr\/status\/([A-Za-z0-9_-]{43})/.exec(corrections.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    // The French page asks for the French: names and common reasons; English without the parameter.
    const french = await kit.t.app.inject({ method: 'GET', url: APPLICANT_API.status(token, 'fr') });
    expect(french.json().corrections).toEqual([
      { kind: 'CertificateOfInsurance', label: 'Certificat d’assurance', reason: 'Le document est expiré' },
      {
        kind: 'CompanyOwnersDriverLicense',
        label: 'Permis de conduire du propriétaire de l’entreprise',
        reason: 'Merci d’envoyer le recto et le verso',
      },
    ]);
    const english = (await kit.status(token)).json();
    expect(english.corrections[0]).toEqual({
      kind: 'CertificateOfInsurance',
      label: 'Certificate of Insurance',
      reason: COMMON_CORRECTION_REASONS[1],
    });
    expect(
      (await kit.t.app.inject({ method: 'GET', url: `${APPLICANT_API.status(token)}?language=de` })).statusCode,
    ).toBe(400);

    expect((await decide(booked.id, 1, 'Plus de place')).statusCode).toBe(200);
    const rejected = await mailTo('corrections.fr@example.com', /^Votre demande de stationnement \S+$/);
    expect(rejected.text).toContain('nous ne pouvons pas accepter votre demande');
    expect(rejected.text).toContain('Motif\u00a0: Plus de place');

    expect(
      (await kit.post(APPLICANT_API.reopen, { id: booked.id, reason: 'Une place s’est libérée' })).statusCode,
    ).toBe(200);
    const reopened = await mailTo('corrections.fr@example.com', /de nouveau à l’étude/);
    expect(reopened.text).toContain('Motif\u00a0: Une place s’est libérée');
    expect(reopened.text).toMatch(/http:\/\/localhost:3000\/fr\/status\/[A-Za-z0-9_-]{43}/);

    expect((await decide(booked.id, 0)).statusCode).toBe(200);
    const accepted = await mailTo('corrections.fr@example.com', /est acceptée$/);
    expect(accepted.subject).toBe(`Votre demande de stationnement ${booked.reference} est acceptée`);
    expect(accepted.text).toContain('Bonne nouvelle');
  });

  test('insurance reminders go to a French customer in French, dates written the French way', async () => {
    await kit.setNow('2026-12-01T12:00:00.000Z');
    const booked = await kit.book({
      language: 'fr',
      personalInfo: { email: 'rappel@example.com', insuranceExpiresOn: '2027-01-31' },
    });
    expect((await decide(booked.id, 0)).statusCode).toBe(200);
    await kit.setNow('2027-01-01T08:00:00.000Z');
    expect((await kit.t.app.insuranceReminderJob.runIfDue()).status).toBe('ran');

    const reminder = await mailTo('rappel@example.com', /certificat d’assurance expire/);
    expect(reminder.subject).toBe(`Votre certificat d’assurance expire le 31 janvier 2027 (${booked.reference})`);
    expect(reminder.text).toContain('expire le 31 janvier 2027, dans 30 jours');
    const token = /\/fr\/status\/([A-Za-z0-9_-]{43})/.exec(reminder.text ?? '')?.[1] ?? '';
    const view = (await kit.t.app.inject({ method: 'GET', url: APPLICANT_API.status(token, 'fr') })).json();
    expect(view.corrections).toEqual([
      {
        kind: 'CertificateOfInsurance',
        label: 'Certificat d’assurance',
        reason: 'Votre certificat d’assurance expire le 31 janvier 2027\u00a0: téléversez le certificat renouvelé',
      },
    ]);
    // The company's notice stays English, with the date as the admin screens read it.
    const notice = await kit.mail((mail) => mail.subject.startsWith(`Insurance of ${booked.reference}`));
    expect(notice.subject).toContain('expires on 2027-01-31');
  });
});
