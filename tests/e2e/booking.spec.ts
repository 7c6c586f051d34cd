import { makeJpeg } from '../support/documents.ts';
import { choose, DOCUMENT_LABELS, fill } from './support/booking-wizard.ts';
import { queryDatabase } from './support/database.ts';
import { waitForMessages } from './support/mailbox.ts';
import { expect, test } from './support/test.ts';

/**
 * A carrier on a phone books a spot: four steps, five documents, a reload in the middle (the
 * signal dropped), then Book; the application is in the database and both e-mails arrived.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a carrier books with five documents, survives a reload, and gets a reference and two e-mails', async ({ page }) => {
  const email = `dispatch+${Date.now()}@northbay-haulage.example`;
  await page.goto('/request');
  await expect(page).toHaveTitle(/Request Services/);
  await expect(page.getByRole('heading', { level: 1, name: 'Online Booking' })).toBeVisible();

  // Step 1: Personal Info
  await fill(page, {
    'First name': 'Amrit',
    'Last name': 'Dhillon',
    'Phone number': '416-555-0188',
    Email: email,
    'Street address': '2150 Derry Rd W',
    City: 'Mississauga',
    'Province or state': 'Ontario',
    'Postal / zip code': 'L5N 0C7',
    Date: '2026-11-22',
  });
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('heading', { name: 'Bank Info and Documents' })).toBeFocused();

  // Step 2: Bank Info and Documents
  await fill(page, {
    'Bank name': 'Royal Bank of Canada',
    'Transit number (5 digits)': '01234',
    'Institution number (3 digits)': '003',
    'Account number (7–12 digits)': '1234567',
  });
  const jpeg = await makeJpeg(320, 240);
  for (const [index, label] of DOCUMENT_LABELS.entries()) {
    await page.getByLabel(label, { exact: true }).setInputFiles({
      name: `document-${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: jpeg,
    });
  }
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(5, { timeout: 15_000 });

  // The signal drops and the page reloads: nothing typed or uploaded is lost.
  await page.waitForTimeout(500); // the draft is saved ~300 ms after the last change
  await page.reload();
  await expect(page.getByLabel('Transit number (5 digits)', { exact: true })).toHaveValue('01234');
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(5);
  await page.getByRole('button', { name: 'Step 1: Personal Info' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Amrit');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'Step 3: References and Previous Landlords' }).click();

  // Step 3: References and Previous Landlords
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
  for (let index = 0; index < 3; index += 1) {
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
  await page.getByRole('button', { name: 'Complete' }).click();

  // Step 4: Move-in Info and Fleet Info
  await fill(page, { 'Move-in date': '2026-12-01', 'Rate approved per spot (CAD)': '325', "Carrier's province or state": 'Ontario' });
  await page.getByLabel('Location applied for', { exact: true }).selectOption('Derry Rd W & Mavis Rd');
  await choose(page, 'Truck or trailers', 'Trailers');
  await choose(page, 'Is the carrier based in Ontario?', 'Yes');
  await fill(page, { 'Dry vans': '3', Reefers: '1' });
  await choose(page, 'Have you had a bounced cheque or a missed payment?', 'No');
  await choose(page, 'Do you have an internal fleet repair shop?', 'No');
  await choose(page, 'Will you perform maintenance on the property?', 'No');

  await page.getByRole('button', { name: 'Book' }).click();

  await expect(page.getByRole('heading', { name: 'Booking received' })).toBeVisible({ timeout: 15_000 });
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^BK-[2-9A-Z]{4}-[2-9A-Z]{4}$/);

  const [application] = queryDatabase<{ id: number; status: string; email: string; dry_vans: number; truck_or_trailers: number }>(
    'select id, status, email, dry_vans, truck_or_trailers from applications where reference = ?',
    reference,
  );
  expect(application).toMatchObject({ status: 'pending', email, dry_vans: 3, truck_or_trailers: 1 });
  const documents = queryDatabase<{ kind: string }>('select kind from documents where application_id = ?', application?.id);
  expect(documents).toHaveLength(5);

  const toApplicant = await waitForMessages((message) => message.to.includes(email), 1);
  expect(toApplicant).toHaveLength(1);
  expect(toApplicant[0]?.subject).toContain(reference);
  const toCompany = await waitForMessages((message) => message.subject.includes(reference) && !message.to.includes(email), 1);
  expect(toCompany).toHaveLength(1);
  expect(toCompany[0]?.html).toContain(`/ReqestInformation/${application?.id}`);

  // The draft is gone: a new booking starts empty.
  await page.goto('/request');
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
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
