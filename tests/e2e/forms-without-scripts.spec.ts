import type { Page } from '@playwright/test';
import { CONTACT_SENT_PATHS } from '../../domain/contact-fields.schema.ts';
import { waitForMessages } from './support/mailbox.ts';
import { expect, test } from './support/admin-test.ts';

/**
 * The Contact page's forms in Chromium with JavaScript off (ADR 019): each is a real form that the
 * browser posts to our endpoint; the server stores it, mails it through the outbox (read here from
 * the SMTP server on 127.0.0.1) and answers 303 to a prerendered confirmation page. A wrong answer
 * the browser cannot catch comes back as a page naming it, with the values kept. The booking wizard
 * says plainly that it needs scripts and offers the phone and the contact form.
 */
test.use({ javaScriptEnabled: false });

async function openContactPage(page: Page) {
  const response = await page.goto('/contact');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Contact Us/);
}

test('an enquiry is sent without scripts, arrives by e-mail, and the confirmation page thanks the sender', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const name = `Noscript Enquirer ${stamp}`;
  await openContactPage(page);
  const form = page.getByRole('form', { name: 'How can we help?' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field('Full name').fill(name);
  await field('Phone number').fill('416-555-0123');
  await field('Company name (optional)').fill('Plain HTML Haulage');
  await field('Email').fill(`noscript.${stamp}@example.com`);
  await field('Address (optional)').fill('7 Courtney Park Dr E');
  await field('Message').fill(`Ten trailer spots from January, please. ${stamp}`);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(new RegExp(`${CONTACT_SENT_PATHS.enquiry}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you: your message was sent' })).toBeVisible();
  const [mail] = await waitForMessages((message) => message.subject.includes(name), 1);
  expect(mail?.replyTo).toBe(`noscript.${stamp}@example.com`);
  expect(mail?.text).toContain(`Ten trailer spots from January, please. ${stamp}`);
});

test('a job application is sent without scripts, arrives by e-mail, and the confirmation page thanks the applicant', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const name = `Noscript Applicant ${stamp}`;
  await openContactPage(page);
  const form = page.getByRole('form', { name: 'Launch Your Career with Us' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field('Full name').fill(name);
  await field('Telephone number').fill('905-555-0188');
  await field('Email').fill(`applicant.${stamp}@example.com`);
  await field('Address').fill('14 Main St N, Milton');
  await field('Job title').fill('Yard shunter');
  await field('Years of experience').fill('6');
  await form.getByRole('button', { name: 'Apply' }).click();

  await expect(page).toHaveURL(new RegExp(`${CONTACT_SENT_PATHS.jobApplication}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for applying' })).toBeVisible();
  const [mail] = await waitForMessages((message) => message.subject.includes(name), 1);
  expect(mail?.replyTo).toBe(`applicant.${stamp}@example.com`);
  expect(mail?.text).toContain('Yard shunter');
});

test("the browser's own checks stop an empty form; a wrong answer it cannot see comes back named, with the values kept", async ({
  page,
  allowHttpFailure,
}) => {
  // The answer to the wrong form is a page with status 400, which Chromium logs.
  allowHttpFailure({ path: '/api/Contact/Enquiry', status: 400 });
  await openContactPage(page);
  const form = page.getByRole('form', { name: 'How can we help?' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const send = form.getByRole('button', { name: 'Send Message' });

  // Nothing typed: the browser refuses to send (required), and the page stays.
  await send.click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await field('Full name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

  // Four digits pass the browser's checks but not the schema's 5 to 10 digits.
  await field('Full name').fill('Dana Whitfield');
  await field('Phone number').fill('1234');
  await field('Company name (optional)').fill('Whitfield Cartage');
  await field('Email').fill('dana@example.com');
  await field('Address (optional)').fill('80 Courtneypark Dr');
  await field('Message').fill('Two truck spots at Derry Rd, please.');
  await send.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your message was not sent yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Phone number: Phone Number must have 5 to 10 digits' })).toBeVisible();
  const again = page.getByRole('form', { name: 'How can we help?' });
  await expect(again.getByLabel('Full name', { exact: true })).toHaveValue('Dana Whitfield');
  await expect(again.getByLabel('Message', { exact: true })).toHaveValue('Two truck spots at Derry Rd, please.');
  const phone = again.getByLabel('Phone number', { exact: true });
  await expect(phone).toHaveValue('1234');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('link', { name: 'Back to the contact page' })).toHaveAttribute('href', '/contact');

  // Corrected right there, it is sent.
  await phone.fill('416-555-0199');
  await again.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(new RegExp(`${CONTACT_SENT_PATHS.enquiry}$`));
  const [mail] = await waitForMessages(
    (message) => message.subject === 'New Message from Dana Whitfield (Whitfield Cartage)',
    1,
  );
  expect(mail?.text).toContain('416-555-0199');
});

test("a refused enquiry's page sits inside the site's header and footer, and a name, a phone and a message are enough", async ({
  page,
  allowHttpFailure,
}) => {
  allowHttpFailure({ path: '/api/Contact/Enquiry', status: 400 });
  await openContactPage(page);
  const form = page.getByRole('form', { name: 'How can we help?' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field('Full name').fill('Rosa Delgado');
  await field('Message').fill('One truck spot for March, please.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  // Neither an e-mail address nor a phone number: the server says so, inside the site.
  await expect(page.getByRole('heading', { level: 1, name: 'Your message was not sent yet' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Email: Give an email address or a phone number so we can reply' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Your message was not sent yet');

  const again = page.getByRole('form', { name: 'How can we help?' });
  await again.getByLabel('Phone number', { exact: true }).fill('905-555-0142');
  await again.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(new RegExp(`${CONTACT_SENT_PATHS.enquiry}$`));
  const [mail] = await waitForMessages((message) => message.subject === 'New Message from Rosa Delgado', 1);
  expect(mail?.replyTo ?? null).toBeNull();
  expect(mail?.text).toContain('Call them back at 905-555-0142.');
});

test("in French, the refused enquiry's page is French inside the French header and footer", async ({
  page,
  allowHttpFailure,
}) => {
  allowHttpFailure({ path: '/api/Contact/Enquiry', status: 400 });
  const response = await page.goto('/fr/contact');
  expect(response?.status()).toBe(200);
  const form = page.getByRole('form', { name: 'Comment pouvons-nous vous aider?' });
  await form.getByLabel('Nom complet', { exact: true }).fill('Josée Tremblay');
  // Four digits pass the browser's checks but not the schema's 5 to 10 digits.
  await form.getByLabel('Numéro de téléphone', { exact: true }).fill('1234');
  await form.getByLabel('Message', { exact: true }).fill('Une place pour un camion en mars.');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Votre message n’a pas encore été envoyé' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Connexion du personnel' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /English/ })).toBeAttached();
  await expect(
    page.getByRole('link', {
      name: 'Numéro de téléphone\u00a0: Le numéro de téléphone doit compter de 5 à 10 chiffres',
      exact: true,
    }),
  ).toBeVisible();
});

test('the booking wizard says at the top that it needs scripts, with the phone number and the contact form', async ({
  page,
}) => {
  await page.goto('/request');
  const notice = page.getByText('Online booking needs JavaScript, which is off in this browser.');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('link', { name: '416-555-0142' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
});
