import type { Locator, Page } from '@playwright/test';
import { BUSINESS_CONTACT } from '../../domain/business-contact.ts';
import { ENQUIRY_PATH } from '../../domain/enquiry.schema.ts';
import { signInThroughForm, tabTo } from './support/admin.ts';
import { expect, test } from './support/admin-test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { queryDatabase } from './support/database.ts';
import { waitForMessages } from './support/mailbox.ts';
import { E2E_ADMIN } from './support/site.ts';

/**
 * The Contact page's two forms in Chromium against the compiled server, by keyboard only (Tab,
 * typing, Enter): the original form's messages as fields are left, a failed send that keeps every value,
 * then success; the e-mails as the SMTP server on 127.0.0.1 received them (the company's own
 * inboxes, Reply-To the sender, HTML escaped); and the admin reading the enquiry in the dashboard.
 * The server runs without COMPANY_INBOX/CAREERS_INBOX, so the business profile's mailboxes apply.
 */

/** Types into the focused field, then Tab to the next one, as a keyboard user fills a form. */
async function typeAndTab(page: Page, field: Locator, value: string) {
  await expect(field).toBeFocused();
  await page.keyboard.type(value);
  await page.keyboard.press('Tab');
}

async function openContactPage(page: Page) {
  await page.goto('/contact');
  await expect(page).toHaveTitle(/Contact Us/);
  // The scripts load on the first interaction (docs/decisions/011-load-scripts-on-interaction.md): a
  // key press that moves nothing, as a keyboard user's first touch of the page.
  await page.keyboard.press('Shift');
  // The prerendered forms are enabled once React owns them.
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
}

/**
 * Routes `path` from before the page loads, for the whole test, and returns a switch: the next
 * request after it is pressed gets a 503 as from a server briefly unavailable, and resolves once
 * that answer has reached the page; every other request goes to the real server. One route that
 * stays (rather than a one-time route added mid-test) keeps Chromium's request interception on
 * from the first request to the last, so nothing is switched while a send is in flight.
 */
async function refuseOnDemand(page: Page, path: string): Promise<() => Promise<unknown>> {
  let refuseNext = false;
  await page.route(`**${path}`, (route) => {
    if (!refuseNext) return route.continue();
    refuseNext = false;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        isSuccess: false,
        code: 'service_unavailable',
        message: 'The service is briefly unavailable; try again in a moment.',
      }),
    });
  });
  return () => {
    refuseNext = true;
    return page.waitForResponse((response) => new URL(response.url()).pathname === path && response.status() === 503, {
      timeout: 10_000,
    });
  };
}

test('an enquiry by keyboard: messages as fields are left, a failed send keeps the values, then it arrives and the admin reads it', async ({
  page,
  allowHttpFailure,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const name = `Priya Rahman ${stamp}`;
  const email = `priya.${stamp}@northbay-haulage.example`;
  const message = `Need 8 spots <script>alert("x")</script> & <b>soon</b> ${stamp}`;
  const refuseNextSend = await refuseOnDemand(page, ENQUIRY_PATH);
  await openContactPage(page);
  const form = page.getByRole('form', { name: 'How can we help?' });
  const field = (label: string) => form.getByLabel(label, { exact: true });

  // Into the form from the top of the page, by Tab only.
  await tabTo(page, field('Full name'), { max: 80 });
  await page.keyboard.type('Pr');
  await page.keyboard.press('Tab');
  await expect(form.getByText('Full Name must be at least 3 characters')).toBeVisible();
  await expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('End');
  await typeAndTab(page, field('Full name'), name.slice(2));
  await expect(form.getByText('Full Name must be at least 3 characters')).toBeHidden();

  await typeAndTab(page, field('Email'), email);
  await typeAndTab(page, field('Phone number'), '1234');
  await expect(form.getByText('Phone Number must have 5 to 10 digits')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Control+A');
  await typeAndTab(page, field('Phone number'), '416-555-0177');
  await typeAndTab(page, field('Company name (optional)'), 'Northbay Haulage');
  // The address is optional, but one given is checked when it is left.
  await typeAndTab(page, field('Address (optional)'), 'No');
  await expect(form.getByText('Address must be at least 3 characters')).toBeVisible();
  await expectNoAxeViolations(page, 'the enquiry form with its messages');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Control+A');
  await typeAndTab(page, field('Address (optional)'), '7 Courtney Park Dr E');
  await typeAndTab(page, field('Message'), message);
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();

  // The first send fails (the server is briefly unavailable): nothing is lost.
  allowHttpFailure({ path: ENQUIRY_PATH, status: 503 });
  const refused = refuseNextSend();
  await page.keyboard.press('Enter');
  // Waited for on its own, so that a send that never left or never came back names itself.
  await refused;
  await expect(form.getByRole('alert')).toContainText('Your message was not sent.');
  await expect(field('Full name')).toHaveValue(name);
  await expect(field('Phone number')).toHaveValue('416-555-0177');
  await expect(field('Email')).toHaveValue(email);
  await expect(field('Message')).toHaveValue(message);

  // Pressed again, it goes through: thanks, and an empty form.
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toContainText(`Thank you, ${name}. Your message was sent`);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(field('Full name')).toHaveValue('');
  await expect(field('Message')).toHaveValue('');

  const [stored] = queryDatabase<{ full_name: string; message: string; read_at: string | null }>(
    'select full_name, message, read_at from contact_enquiries where email = ?',
    email,
  );
  expect(stored).toEqual({ full_name: name, message, read_at: null });

  const [mail] = await waitForMessages((received) => received.subject.includes(name), 1);
  expect(mail?.to).toContain(BUSINESS_CONTACT.infoEmail);
  expect(mail?.replyTo).toBe(email);
  expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;soon&lt;/b&gt;');
  expect(mail?.html).not.toContain('<script>');
  expect(mail?.html).toContain('/Dashboard/Messages/enquiry/');

  // The admin finds it in the dashboard, unread; opening it marks it read.
  await page.goto('/Login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('Unread')).toBeVisible();
  await expectNoAxeViolations(page, 'the admin messages list');
  // The link in the company's e-mail opens the same page, loaded afresh.
  const emailLink = /href="(http[^"]+\/Dashboard\/Messages\/enquiry\/\d+)"/.exec(mail?.html ?? '')?.[1] ?? '';
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', new URL(emailLink).pathname);
  await page.goto(emailLink);
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Message' })).toHaveText(`Message${message}`);
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${email}`),
  );
  await expectNoAxeViolations(page, 'an opened enquiry');
  await page.getByRole('link', { name: /Back to the messages/ }).click();
  await expect(page.getByRole('article').filter({ hasText: name }).getByText('Read', { exact: true })).toBeVisible();
  const [read] = queryDatabase<{ read_at: string | null }>(
    'select read_at from contact_enquiries where email = ?',
    email,
  );
  expect(read?.read_at).toEqual(expect.any(String));
});

test('a job application by keyboard: Apply on an empty form shows every message, then it arrives at the careers inbox', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const name = `Olena K ${stamp}`;
  const email = `olena.${stamp}@example.com`;
  await openContactPage(page);
  const form = page.getByRole('form', { name: 'Launch Your Career with Us' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const apply = form.getByRole('button', { name: 'Apply' });

  await tabTo(page, apply, { max: 100 });
  await page.keyboard.press('Enter');
  for (const text of [
    'Full Name required',
    'Telephone Number required',
    'Address is required',
    'Email is required',
    'Job title required',
    'Number of years of experience required',
  ]) {
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(form.getByRole('alert')).toContainText('6 answers need your attention');
  await expect(field('Full name')).toBeFocused();
  await expectNoAxeViolations(page, 'the job application with its messages');

  await typeAndTab(page, field('Full name'), name);
  await typeAndTab(page, field('Telephone number'), '+1 905-555-0188');
  await typeAndTab(page, field('Email'), email);
  await typeAndTab(page, field('Address'), '14 Main St N, Milton');
  await typeAndTab(page, field('Job title'), 'Yard & <i>Ops</i>');
  await typeAndTab(page, field('Years of experience'), '11');
  await expect(form.getByText('Enter at most 10 (10 means 10 or more)')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');

  await expect(form.getByRole('status')).toContainText(`Thank you for applying, ${name}.`);
  await expect(field('Years of experience')).toHaveValue('');
  await expect(field('Job title')).toHaveValue('');

  const [mail] = await waitForMessages((received) => received.subject.includes(name), 1);
  expect(mail?.to).toContain(BUSINESS_CONTACT.careersEmail);
  expect(mail?.replyTo).toBe(email);
  expect(mail?.html).toContain('Yard &amp; &lt;i&gt;Ops&lt;/i&gt;');
  expect(mail?.html).not.toContain('<i>Ops');
  expect(mail?.html).toContain('7 years');
  const [stored] = queryDatabase<{ years_of_experience: number }>(
    'select years_of_experience from contact_job_applications where email = ?',
    email,
  );
  expect(stored?.years_of_experience).toBe(7);
});

test('between the two forms, the BOOKING link reads in capitals and opens the booking wizard', async ({ page }) => {
  await page.goto('/contact');
  const booking = page.getByRole('main').getByRole('link', { name: 'Booking', exact: true });
  // innerText is the text as drawn (text-transform applied); the link's name stays the plain word.
  await expect(booking).toHaveText('BOOKING', { useInnerText: true });
  await booking.click();
  await expect(page).toHaveURL(/\/request$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('both forms fit the width with every message showing, and pass axe', async ({ page }) => {
    await openContactPage(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Message required', { exact: true })).toBeVisible();
    await expect(page.getByText('Number of years of experience required', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'both forms at a narrow width');
  });
});
