import type { Page } from '@playwright/test';
import { BOOKING_DRAFT_KEY } from '../../app/lib/booking-draft.ts';
import {
  bookAndReadReference,
  completeStep,
  fill,
  fillBankInfoAndDocuments,
  fillMoveInAndFleet,
  fillReferencesAndLandlords,
} from './support/booking-wizard.ts';
import { waitForMessages } from './support/mailbox.ts';
import { E2E_ADMIN } from './support/site.ts';
import { slowLink } from './support/slow-link.ts';
import { expect, test } from './support/test.ts';

/**
 * Every public form from the first tap, as a carrier on a weak phone signal meets it (ADR 019): the
 * link is slowed (CDP Network.emulateNetworkConditions) and the JavaScript is held back until the
 * test lets it through, so the typing certainly happens before hydration. What is typed, and a press
 * of the send button, must survive hydration, and the form must then be sent. The booking wizard's
 * draft from an earlier visit must not overwrite what was typed since the page opened.
 */

/** Holds every script of ours until `release()`: the page is painted, the scripts are "still on their way". */
async function holdScripts(page: Page): Promise<{ release: () => void; requested: () => number }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = 0;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    requested += 1;
    await gate;
    await route.continue();
  });
  return { release, requested: () => requested };
}

const html = (page: Page) => page.locator('html');

async function expectNotHydrated(page: Page) {
  await expect(html(page)).not.toHaveAttribute('data-hydrated', 'true');
}

async function expectHydrated(page: Page) {
  await expect(html(page)).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}

test.describe('on a phone with a weak signal', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  test.setTimeout(90_000);

  test('the enquiry: typed from the first tap and sent with a press made before the scripts came', async ({ page }) => {
    const stamp = String(Date.now()).slice(-6);
    const name = `Dana Early ${stamp}`;
    await slowLink(page);
    const scripts = await holdScripts(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'How can we help?' });
    const field = (label: string) => form.getByLabel(label, { exact: true });

    // The first tap lands in the first field and the letters go in at once.
    await field('Full name').tap();
    await page.keyboard.type(name);
    await field('Phone number').fill('416-555-0123');
    await field('Company name (optional)').fill('Early Bird Haulage');
    await field('Email').fill(`dana.${stamp}@example.com`);
    await field('Address (optional)').fill('80 Courtneypark Dr');
    await field('Message').fill(`Six trailer spots, typed before the scripts. ${stamp}`);
    await form.getByRole('button', { name: 'Send Message' }).tap();
    await expectNotHydrated(page);
    expect(scripts.requested()).toBeGreaterThan(0);

    scripts.release();
    await expectHydrated(page);
    // The held press is replayed once React owns the form: it is sent with everything typed.
    await expect(form.getByRole('status')).toContainText(`Thank you, ${name}`, { timeout: 20_000 });
    const [mail] = await waitForMessages((message) => message.subject.includes(name), 1);
    expect(mail?.text).toContain(`Six trailer spots, typed before the scripts. ${stamp}`);
  });

  test('the sign-in page: username and password typed before hydration are kept, and signing in works', async ({
    page,
  }) => {
    await slowLink(page);
    const scripts = await holdScripts(page);
    // The sign-in page loads its scripts at once (it leads into the admin app), so its `load` waits
    // for them: the test goes on as soon as the page is on its way, as a person would.
    await page.goto('/Login', { waitUntil: 'commit' });
    await page.getByLabel('Username', { exact: true }).tap();
    await page.keyboard.type(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await expectNotHydrated(page);
    scripts.release();
    await expectHydrated(page);

    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(E2E_ADMIN.username);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(E2E_ADMIN.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/, { timeout: 20_000 });
  });

  test('the job application: the first field typed before hydration is kept, then the form is sent', async ({
    page,
  }) => {
    const stamp = String(Date.now()).slice(-6);
    const name = `Sam Early ${stamp}`;
    await slowLink(page);
    const scripts = await holdScripts(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Launch Your Career with Us' });
    const field = (label: string) => form.getByLabel(label, { exact: true });

    await field('Full name').tap();
    await page.keyboard.type(name);
    await field('Years of experience').fill('4');
    await expectNotHydrated(page);
    scripts.release();
    await expectHydrated(page);

    await expect(field('Full name')).toHaveValue(name);
    await expect(field('Years of experience')).toHaveValue('4');
    await field('Telephone number').fill('905-555-0188');
    await field('Email').fill(`sam.${stamp}@example.com`);
    await field('Address').fill('14 Main St N, Milton');
    await field('Job title').fill('Mechanic');
    await form.getByRole('button', { name: 'Apply' }).tap();
    await expect(form.getByRole('status')).toContainText(`Thank you for applying, ${name}`);
    const [mail] = await waitForMessages((message) => message.subject.includes(name), 1);
    // The years typed before hydration arrive as the number typed.
    expect(mail?.text).toMatch(/\b4\b/);
  });

  test('the booking wizard: a name typed before hydration beats the saved draft, and the booking goes through', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stamp = String(Date.now()).slice(-6);
    // An earlier visit left a draft on this device.
    await page.goto('/request');
    await fill(page, { 'First name': 'Drafted', 'Last name': `Earlier ${stamp}` });
    await expectHydrated(page);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', BOOKING_DRAFT_KEY))
      .toContain('Drafted');

    // Back on a weak signal: the page shows, the first tap goes to First name, before any script ran.
    await slowLink(page);
    const scripts = await holdScripts(page);
    await page.goto('/request', { waitUntil: 'commit' });
    const firstName = page.getByLabel('First name', { exact: true });
    await firstName.tap();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Dana');
    await expectNotHydrated(page);
    // Scripts run here: the no-scripts notice never shows.
    await expect(page.getByText('Online booking needs JavaScript')).toBeHidden();

    scripts.release();
    await expectHydrated(page);
    await expect(page.getByText('We brought back the answers you saved earlier.')).toBeVisible();
    await expect(firstName).toHaveValue('Dana');
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue(`Earlier ${stamp}`);
    await page.unroute(/\/assets\/.+\.js$/);

    const email = `dana.${stamp}@example.com`;
    await fill(page, {
      'Company legal name': 'Whitfield Cartage Ltd.',
      'Last name': 'Whitfield',
      'Phone number': '416-555-0177',
      Email: email,
      'Street address': '7 Courtney Park Dr E',
      City: 'Mississauga',
      'Province or state': 'Ontario',
      'Postal / zip code': 'L5T 2R5',
      Date: '2026-11-22',
    });
    await expect(firstName).toHaveValue('Dana');
    await completeStep(page);
    await fillBankInfoAndDocuments(page);
    await completeStep(page);
    await fillReferencesAndLandlords(page);
    await completeStep(page);
    await fillMoveInAndFleet(page);
    const reference = await bookAndReadReference(page);
    // The applicant's receipt and the office's notice; the office's names the applicant as typed.
    const mails = await waitForMessages((message) => message.text.includes(reference), 2, 30_000);
    expect(mails.flatMap((mail) => [mail.to].flat())).toContain(email);
    expect(mails.map((mail) => mail.text).join('\n')).toContain('Dana');
  });
});
