import type { Page } from '@playwright/test';
import { BOOKING_DRAFT_KEY } from '../../app/lib/booking-draft.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  bookAndReadReference,
  completeStep,
  fillBankInfoAndDocuments,
  fillBankNumbers,
  fillMoveInAndFleet,
  fillPersonalInfo,
  fillReferencesAndLandlords,
} from './support/booking-wizard.ts';
import { expect, test } from './support/test.ts';

/**
 * A carrier on a phone comes back to a booking saved on the device: the saved step is what shows,
 * finished steps are marked, and the bank numbers the device never keeps are asked for at Book.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const RESTORING = 'Opening the booking you saved on this device…';

async function savedStep(page: Page): Promise<number | undefined> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), BOOKING_DRAFT_KEY);
  return stored ? (JSON.parse(stored) as { step?: number }).step : undefined;
}

test('back at /request while the scripts load, no empty first step shows: the saved step comes up', async ({
  page,
}) => {
  await page.goto('/request');
  await page.getByLabel('First name', { exact: true }).fill('Amrit');
  await page.getByRole('button', { name: 'Step 3: References and Previous Landlords' }).click();
  await expect.poll(() => savedStep(page)).toBe(2);

  // The return, on a slow link: the app's scripts are held back until the test lets them through.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto('/request', { waitUntil: 'commit' });
    await expect(page.getByText(RESTORING)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Personal Info/ })).toBeHidden();
    await expect(page.getByLabel('First name', { exact: true })).toBeHidden();
  } finally {
    release();
  }
  await expect(page.getByRole('heading', { level: 2, name: /References and Previous Landlords/ })).toBeVisible();
  await expect(page.getByText(RESTORING)).toBeHidden();
  await page.getByRole('button', { name: /Step 1: Personal Info/ }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Amrit');
});

test('after a return, Book names the empty bank numbers; Add them now leads to them, and the booking goes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `returning+${Date.now()}@northbay-haulage.example`;
  await page.goto('/request');
  await fillPersonalInfo(page, { firstName: 'Harpreet', lastName: 'Gill', email });
  await completeStep(page);
  await fillBankInfoAndDocuments(page);
  await completeStep(page);
  await fillReferencesAndLandlords(page);
  await completeStep(page);
  await fillMoveInAndFleet(page);
  await expect.poll(() => savedStep(page)).toBe(3);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Move-in Info and Fleet Info/ })).toBeVisible();
  // Every step's answers came back (the bank numbers are optional): all four are marked finished.
  for (const step of [
    'Step 1: Personal Info',
    'Step 2: Bank Info and Documents',
    'Step 3: References and Previous Landlords',
    'Step 4: Move-in Info and Fleet Info',
  ]) {
    await expect(page.getByRole('button', { name: `${step} (finished)`, exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Book' }).click();
  const question = page.getByText('Transit, institution and account numbers are not filled in. Add them now?');
  await expect(question).toBeFocused();
  await expectNoAxeViolations(page, 'the question about empty bank numbers');
  await page.getByRole('button', { name: 'Add them now' }).click();
  await expect(page.getByLabel('Transit number (5 digits)', { exact: true })).toBeFocused();
  await fillBankNumbers(page);
  await page.getByRole('button', { name: /Step 4: Move-in Info and Fleet Info/ }).click();
  await bookAndReadReference(page);
});
