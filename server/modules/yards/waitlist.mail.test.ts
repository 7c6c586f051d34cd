import { describe, expect, test } from 'vitest';
import { offerLapsedMail, offerMail, waitlistedMail, yardChangedMail } from './waitlist.mail.ts';

/** The waitlist's e-mails in the applicant's language, their values escaped. */
const LINK = 'https://parking.example/fr/status/abc';
const offerFacts = {
  yard: 'Lawson Rd & Hwy 25',
  need: { trucks: 1, trailers: 2 },
  from: '2027-01-04',
  expiresAt: '2027-01-02T17:00:00.000Z',
};

describe('the waitlist’s e-mails', () => {
  test('an offer in French names the yard, the spaces, the day and the moment it lapses, in Toronto time', () => {
    const applicant = { reference: 'BK-1', firstName: 'Chantal', email: 'c@example.com', language: 'fr' as const };
    const mail = offerMail(applicant, offerFacts, LINK);
    expect(mail.subject).toBe('Des places de stationnement sont libres pour vous à Lawson Rd & Hwy 25 (BK-1)');
    expect(mail.text).toContain('Bonjour Chantal,');
    expect(mail.text).toContain('1 place de camion, 2 places de remorque');
    expect(mail.text).toContain('4 janvier 2027');
    // 17:00 UTC is noon in Toronto in January.
    expect(mail.text).toMatch(/2 janvier 2027.*12 h 00/);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain('Lawson Rd &amp; Hwy 25');
  });

  test('in English: the place in line, a lapse, a move to another yard', () => {
    const applicant = { reference: 'BK-2', firstName: '<b>Sam</b>', email: 's@example.com', language: 'en' as const };
    const waitlisted = waitlistedMail(applicant, { yard: 'Dean Dr & Concession Rd 7', position: 3 }, LINK);
    expect(waitlisted.text).toContain('you are number 3 in line');
    expect(waitlisted.html).not.toContain('<b>Sam</b>');
    expect(offerLapsedMail(applicant, { yard: 'Dean Dr & Concession Rd 7' }).subject).toBe(
      'The spaces offered for BK-2 have gone to the next in line',
    );
    const moved = yardChangedMail(applicant, { from: 'Dean Dr & Concession Rd 7', yard: 'Lawson Rd & Hwy 25' }, LINK);
    expect(moved.text).toContain('from Dean Dr & Concession Rd 7 to Lawson Rd & Hwy 25');
  });

  test('one truck and no trailer read in the singular and plural', () => {
    const applicant = { reference: 'BK-3', firstName: 'Ana', email: 'a@example.com', language: 'en' as const };
    const mail = offerMail(applicant, { ...offerFacts, need: { trucks: 1, trailers: 0 } }, LINK);
    expect(mail.text).toContain('1 truck space, 0 trailer spaces');
  });
});
