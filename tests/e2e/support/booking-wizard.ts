import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { makeJpeg } from '../../support/documents.ts';

/** The wizard's document inputs, in the order the page shows them. */
export const DOCUMENT_LABELS = [
  'Article of Incorporation',
  "Company owner's driver's licence",
  'Certificate of Insurance',
  'Certified payment',
  'Postdated cheques',
];

/** Types into the fields of `scope` found by their exact label, as a person fills a form. */
export async function fill(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Picks an answer of a yes/no (or truck/trailer) question by the question's legend. */
export async function choose(page: Page, question: string, answer: string) {
  await page.getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
}

export interface WizardApplicant {
  firstName: string;
  lastName: string;
  email: string;
  /** The carrier's legal name; `<last name> Haulage Inc.` when not given. */
  companyName?: string;
}

/** Step 1, Personal Info: the company, the applicant's name and e-mail, and a Mississauga address. */
export async function fillPersonalInfo(page: Page, applicant: WizardApplicant) {
  await fill(page, {
    'Company legal name': applicant.companyName ?? `${applicant.lastName} Haulage Inc.`,
    'CVOR or USDOT number (optional)': '123-456-789',
    'First name': applicant.firstName,
    'Last name': applicant.lastName,
    'Phone number': '416-555-0177',
    Email: applicant.email,
    'Street address': '7 Courtney Park Dr E',
    City: 'Mississauga',
    'Province or state': 'Ontario',
    'Postal / zip code': 'L5T 2R5',
    Date: '2026-11-22',
  });
}

/** The three bank numbers: typed again after a reload, since the saved draft never keeps them. */
export async function fillBankNumbers(page: Page) {
  await fill(page, {
    'Transit number (5 digits)': '01234',
    'Institution number (3 digits)': '003',
    'Account number (7–12 digits)': '7654321',
  });
}

/** The certificate of insurance's expiry date the wizard asks beside its upload. */
export const INSURANCE_EXPIRY_LABEL = 'Date the certificate of insurance expires';

/**
 * Step 2, Bank Info and Documents: the bank fields, five real JPEGs (waiting until each is
 * uploaded) and the insurance certificate's expiry date.
 */
export async function fillBankInfoAndDocuments(page: Page, insuranceExpiresOn = '2027-06-30') {
  await fill(page, { 'Bank name': 'Royal Bank of Canada', [INSURANCE_EXPIRY_LABEL]: insuranceExpiresOn });
  await fillBankNumbers(page);
  const jpeg = await makeJpeg(320, 240);
  for (const [index, label] of DOCUMENT_LABELS.entries()) {
    await page.getByLabel(label, { exact: true }).setInputFiles({
      name: `document-${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: jpeg,
    });
  }
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(DOCUMENT_LABELS.length, { timeout: 15_000 });
}

/**
 * Step 3, References and Previous Landlords: two references and `landlords` previous landlords
 * (three unless told), each one contactable; with fewer, `note` says why.
 */
export async function fillReferencesAndLandlords(page: Page, { landlords = 3, note = '' } = {}) {
  for (const [index, name] of ['Harjit Sandhu', 'Maria Costa'].entries()) {
    await fill(page.getByRole('group', { name: `Reference ${index + 1}` }), {
      Name: name,
      Relationship: 'Customer',
      Company: `Reference Freight ${index + 1}`,
      Phone: `905-555-010${index}`,
      Address: `${10 + index} King St W, Toronto`,
      Email: `reference${index + 1}@example.com`,
    });
  }
  for (let index = 0; index < landlords; index += 1) {
    // The step shows one landlord's block; each further one is added.
    if (index > 0) await page.getByRole('button', { name: 'Add a previous landlord' }).click();
    const landlord = page.getByRole('group', { name: `Previous landlord ${index + 1}` });
    await fill(landlord, {
      Company: `Yard Holdings ${index + 1}`,
      'Landlord name': `Landlord Person ${index + 1}`,
      Phone: `647-555-011${index}`,
      Address: `${100 + index} Steeles Ave, Brampton`,
      'Space rented': `${index + 2} trailer spots`,
      From: `202${index}-01-01`,
      To: `202${index}-12-31`,
    });
    await landlord
      .getByRole('group', { name: 'May we contact this landlord for a reference?' })
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
  }
  if (landlords === 0) await page.getByRole('checkbox', { name: 'I have not rented parking before' }).check();
  if (landlords < 3) await fill(page, { 'Why fewer than three previous landlords?': note });
}

/**
 * Step 4, Move-in Info and Fleet Info: a carrier based in Ontario (so its province is not asked) at
 * Derry Rd W & Mavis Rd, `fleet` the counts typed by label (they say trucks or trailers).
 */
export async function fillMoveInAndFleet(page: Page, fleet: Record<string, string> = { 'Dry vans': '2' }) {
  await fill(page, {
    'Move-in date': '2026-12-01',
    'Rate approved per spot (CAD)': '325',
  });
  await page.getByLabel('Location applied for', { exact: true }).selectOption('Derry Rd W & Mavis Rd');
  await choose(page, 'Is the carrier based in Ontario?', 'Yes');
  await fill(page, fleet);
  await choose(page, 'Have you had a bounced cheque or a missed payment?', 'No');
  await choose(page, 'Do you have an internal fleet repair shop?', 'No');
  await choose(page, 'Will you perform maintenance on the property?', 'No');
}

/** Goes on to the next step with the step's own button. */
export async function completeStep(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Presses Book and answers the reference the confirmation shows. */
export async function bookAndReadReference(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Booking received' })).toBeVisible({ timeout: 15_000 });
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^BK-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  return reference;
}

/**
 * A whole booking through the real wizard at /request (four steps, five real JPEG uploads, Book),
 * answering the reference the confirmation shows. booking.spec.ts walks the same steps with a
 * reload in the middle; this is the straight path, for specs that need a booking to work on.
 */
export async function bookThroughWizard(page: Page, applicant: WizardApplicant): Promise<string> {
  await page.goto('/request');
  await expect(page.getByRole('heading', { level: 1, name: 'Online Booking' })).toBeVisible();
  await fillPersonalInfo(page, applicant);
  await completeStep(page);
  await expect(page.getByRole('heading', { name: 'Bank Info and Documents' })).toBeFocused();
  await fillBankInfoAndDocuments(page);
  await completeStep(page);
  await fillReferencesAndLandlords(page);
  await completeStep(page);
  await fillMoveInAndFleet(page);
  return bookAndReadReference(page);
}
