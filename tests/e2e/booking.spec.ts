import type { Page } from '@playwright/test';
import { BOOKING_DRAFT_KEY } from '../../app/lib/booking-draft.ts';
import {
  bookAndReadReference,
  completeStep,
  DOCUMENT_LABELS,
  fillBankInfoAndDocuments,
  fillBankNumbers,
  fillMoveInAndFleet,
  fillPersonalInfo,
  fillReferencesAndLandlords,
} from './support/booking-wizard.ts';
import { signInThroughForm } from './support/admin.ts';
import { queryDatabase } from './support/database.ts';
import { waitForMessages } from './support/mailbox.ts';
import { E2E_ADMIN } from './support/site.ts';
import { slowLink } from './support/slow-link.ts';
import { expect, test } from './support/test.ts';

/**
 * A carrier on a phone books a spot: four steps, five documents, a reload in the middle (the
 * signal dropped), then Book; the application is in the database and both e-mails arrived.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a carrier books with five documents, survives a reload, and gets a reference and two e-mails', async ({
  page,
}) => {
  const email = `dispatch+${Date.now()}@northbay-haulage.example`;
  await page.goto('/request');
  await expect(page).toHaveTitle(/Request Services/);
  await expect(page.getByRole('heading', { level: 1, name: 'Online Booking' })).toBeVisible();

  await fillPersonalInfo(page, { firstName: 'Amrit', lastName: 'Dhillon', email });
  await completeStep(page);
  await expect(page.getByRole('heading', { name: 'Bank Info and Documents' })).toBeFocused();
  await fillBankInfoAndDocuments(page);

  // The signal drops and the page reloads: nothing typed or uploaded is lost, but for the bank
  // numbers, which the device never keeps (they are typed again).
  // The draft is saved ~300 ms after the last change: reload once it holds every upload.
  await expect.poll(() => documentsInStoredDraft(page)).toBe(DOCUMENT_LABELS.length);
  await page.reload();
  await expect(page.getByLabel('Bank name', { exact: true })).toHaveValue('Royal Bank of Canada');
  await expect(page.getByLabel('Transit number (5 digits)', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify(Object.values(localStorage)))).not.toContain('7654321');
  await fillBankNumbers(page);
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(DOCUMENT_LABELS.length);
  await page.getByRole('button', { name: 'Step 1: Personal Info' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Amrit');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'Step 3: References and Previous Landlords' }).click();

  await fillReferencesAndLandlords(page);
  await completeStep(page);
  await fillMoveInAndFleet(page, { 'Dry vans': '3', Reefers: '1' });
  const reference = await bookAndReadReference(page);

  const [application] = queryDatabase<{
    id: number;
    status: string;
    email: string;
    dry_vans: number;
    truck_or_trailers: number;
  }>('select id, status, email, dry_vans, truck_or_trailers from applications where reference = ?', reference);
  expect(application).toMatchObject({ status: 'pending', email, dry_vans: 3, truck_or_trailers: 1 });
  const documents = queryDatabase<{ kind: string }>(
    'select kind from documents where application_id = ?',
    application?.id,
  );
  expect(documents).toHaveLength(5);

  const toApplicant = await waitForMessages((message) => message.to.includes(email), 1);
  expect(toApplicant).toHaveLength(1);
  expect(toApplicant[0]?.subject).toContain(reference);
  const toCompany = await waitForMessages(
    (message) => message.subject.includes(reference) && !message.to.includes(email),
    1,
  );
  expect(toCompany).toHaveLength(1);
  expect(toCompany[0]?.html).toContain(`/ReqestInformation/${application?.id}`);

  // The draft is gone: a new booking starts empty.
  await page.goto('/request');
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
});

test('a carrier who rented from one landlord says why in one line; the admin sees the company, the one landlord and why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `one.landlord+${Date.now()}@northbay-haulage.example`;
  // On a weak phone signal, from the first request.
  await slowLink(page);
  await page.goto('/request');
  await fillPersonalInfo(page, { firstName: 'Gurpreet', lastName: 'Brar', email, companyName: 'Brar Transport Ltd.' });
  await completeStep(page);
  await fillBankInfoAndDocuments(page);
  await completeStep(page);
  await fillReferencesAndLandlords(page, { landlords: 1, note: 'Our other yards were our own' });
  await expect(page.getByRole('group', { name: 'Previous landlord 2' })).toHaveCount(0);
  await completeStep(page);
  await fillMoveInAndFleet(page, { 'Highway trucks': '2', 'Dry vans': '3' });
  await expect(page.getByText('You are applying for 2 truck spaces and 3 trailer spaces.')).toBeVisible();
  const reference = await bookAndReadReference(page);

  const [application] = queryDatabase<{
    id: number;
    company_name: string;
    cvor_or_usdot: string;
    previous_landlords_note: string;
    truck_or_trailers: number;
    state_or_province: string;
  }>(
    `select id, company_name, cvor_or_usdot, previous_landlords_note, truck_or_trailers, state_or_province
     from applications where reference = ?`,
    reference,
  );
  expect(application).toMatchObject({
    company_name: 'Brar Transport Ltd.',
    cvor_or_usdot: '123-456-789',
    previous_landlords_note: 'Our other yards were our own',
    truck_or_trailers: 1,
    state_or_province: 'Ontario',
  });
  const landlords = queryDatabase<{ company: string }>(
    'select company from application_previous_landlords where application_id = ?',
    application?.id,
  );
  expect(landlords).toEqual([{ company: 'Yard Holdings 1' }]);

  // The admin, at a desk: the company heads the card; the details give the one landlord and why.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/Login');
  await signInThroughForm(page, E2E_ADMIN);
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Brar Transport Ltd.');
  await expect(card.locator('dt:text-is("Vehicles") + dd')).toHaveText('2 trucks, 3 trailers');
  await card.getByRole('link', { name: 'See More about Gurpreet Brar, Brar Transport Ltd.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
  for (const [label, value] of [
    ['Company legal name', 'Brar Transport Ltd.'],
    ['Previous landlords given', '1'],
    ['Why fewer than three', 'Our other yards were our own'],
  ] as const) {
    await expect(page.locator(`dt:text-is("${label}") + dd`), label).toHaveText(value);
  }
  await expect(page.getByRole('heading', { name: 'Previous landlord 2' })).toHaveCount(0);
});

test('Book on an empty form lists what is missing and opens the first step with a problem', async ({ page }) => {
  await page.goto('/request');
  await page.getByRole('button', { name: 'Step 4: Move-in Info and Fleet Info' }).click();
  await page.getByRole('button', { name: 'Book' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'First name' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: /First name/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Step 1: Personal Info/ })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByLabel('First name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

/** How many document references the booking draft kept in the browser's storage holds. */
async function documentsInStoredDraft(page: Page): Promise<number> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), BOOKING_DRAFT_KEY);
  const draft = stored ? (JSON.parse(stored) as { values?: { personalInfo?: Record<string, unknown> } }) : {};
  const fields = Object.entries(draft.values?.personalInfo ?? {});
  return fields.filter(([name, value]) => name.endsWith('Path') && typeof value === 'string' && value !== '').length;
}

test('the answer to Book is lost on the way back: Book again shows the same reference, one application', async ({
  page,
  pageProblems,
}) => {
  const email = `lost.answer+${Date.now()}@northbay-haulage.example`;
  await page.goto('/request');
  await fillPersonalInfo(page, { firstName: 'Jaspreet', lastName: 'Sandhu', email });
  await completeStep(page);
  await fillBankInfoAndDocuments(page);
  await completeStep(page);
  await fillReferencesAndLandlords(page);
  await completeStep(page);
  await fillMoveInAndFleet(page);

  // The booking reaches the server and is stored; its answer never reaches the phone.
  let stored: { reference: string; key: string | null } | undefined;
  await page.route('**/api/ApplicationFormData/CreateApplicationForm', async (route) => {
    const response = await route.fetch();
    stored = {
      reference: (await response.json()).reference,
      key: route.request().headers()['idempotency-key'] ?? null,
    };
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /connection|signal|offline/i })).toBeVisible();
  expect(stored?.key).toMatch(/^[0-9a-f]{64}$/);
  await page.unrouteAll();

  expect(await bookAndReadReference(page)).toBe(stored?.reference);
  expect(queryDatabase('select id from applications where email = ?', email)).toHaveLength(1);
  // The cut connection is logged by the browser, once: that is the point of this test.
  const lostAnswer = pageProblems.indexOf('console error: Failed to load resource: net::ERR_CONNECTION_RESET');
  expect(lostAnswer).not.toBe(-1);
  pageProblems.splice(lostAnswer, 1);
});
