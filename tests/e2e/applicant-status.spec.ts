import { makeJpeg } from '../support/documents.ts';
import { expectVisibleFocus, signInThroughForm, tabTo } from './support/admin.ts';
import { expect as baseExpect, test } from './support/admin-test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { bookThroughWizard } from './support/booking-wizard.ts';
import { queryDatabase } from './support/database.ts';
import { statusLinkFromMail, waitForMessages } from './support/mailbox.ts';
import { E2E_ADMIN } from './support/site.ts';

/**
 * The applicant's side of the review, in Chromium against the compiled server, mail read
 * from the SMTP server: book (with the insurance date); follow the private link from the e-mail;
 * the admin asks for a new certificate; the applicant replaces it through the link; the admin sees
 * the new document and accepts; reopens with a reason; decides again. Each new screen is checked
 * with axe, and the applicant's corrections and the admin's request are made with the keyboard.
 */

// Client-only screens load their data after the scripts start; on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });

test('book, follow the link, replace the certificate asked for, accept, reopen with a reason and decide again', async ({
  page,
}) => {
  // One journey through both sides, with a booking through the wizard: the longest e2e test.
  test.setTimeout(360_000);
  const email = `carrier+${Date.now()}@northbay-haulage.example`;
  const reference = await bookThroughWizard(page, { firstName: 'Navdeep', lastName: 'Dhillon', email });
  const confirmation = page.getByRole('region', { name: 'Booking received' });
  await expect(confirmation.getByText(/We e-mailed you this link too/)).toBeVisible();
  const [stored] = queryDatabase<{ id: number; insurance_expires_on: string | null }>(
    'select id, insurance_expires_on from applications where reference = ?',
    reference,
  );
  expect(stored?.insurance_expires_on).toBe('2027-06-30');
  const id = stored?.id ?? 0;

  // The link from the confirmation e-mail shows where the application stands.
  const statusPath = await statusLinkFromMail(email, `Booking application received: ${reference}`);
  await expect(confirmation.getByRole('link', { name: 'Open your status page' })).toHaveAttribute('href', statusPath);
  await page.goto(statusPath);
  // The page loads its data after the scripts start: generous on a busy machine.
  await expect(page.getByRole('heading', { level: 2, name: 'Status: Received' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('status-reference')).toHaveText(reference);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Where things stand: just received, what was applied for, the five documents on file today.
  // "1 day ago" when Toronto's midnight falls between the booking and this look.
  await expect(page.getByTestId('status-next-step')).toHaveText(/^Received (today|1 day ago)\./);
  const applied = page.getByRole('region', { name: 'What you applied for' });
  for (const [label, value] of [
    ['Yard', 'Derry Rd W & Mavis Rd (Mississauga)'],
    ['Move-in date', 'December 1, 2026'],
    ['Trucks and trailers', '0 trucks and 2 trailers'],
  ] as const) {
    await expect(applied.locator(`dt:text-is("${label}") + dd`), label).toHaveText(value);
  }
  const onFile = page.getByRole('region', { name: 'Documents on file' }).getByRole('listitem');
  await expect(onFile).toHaveCount(5);
  await expect(onFile.filter({ hasText: 'Certificate of Insurance' })).toHaveText(/Received on \w+ \d{1,2}, \d{4}/);
  await expectNoAxeViolations(page, 'the status page');

  // The admin asks for a new certificate, with the keyboard.
  await page.goto('/Login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
  await page.goto(`/ReqestInformation/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('insurance-expires-on')).toHaveText('Jun 30, 2027');
  await expectNoAxeViolations(page, 'the details page with the review');
  const insurance = page.getByRole('group', { name: 'Certificate of Insurance' });
  await tabTo(page, insurance.getByRole('radio', { name: 'Fine' }), { max: 60 });
  await page.keyboard.press('ArrowRight');
  await expect(insurance.getByRole('radio', { name: 'To be replaced' })).toBeChecked();
  await page.keyboard.press('Tab');
  const reason = page.getByLabel('Reason to replace the Certificate of Insurance');
  await expectVisibleFocus(reason);
  await reason.selectOption('The document is not signed');
  await tabTo(page, page.getByRole('button', { name: 'Request corrections' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Waiting for new documents' })).toBeVisible();
  await expect(page.getByText('Corrections requested', { exact: true })).toBeVisible();

  // The applicant replaces it through the link in the e-mail.
  const correctionsPath = await statusLinkFromMail(
    email,
    `Your parking application ${reference}: documents to replace`,
  );
  const applicant = await page.context().newPage();
  await applicant.goto(correctionsPath);
  await expect(applicant.getByRole('heading', { level: 2, name: 'Status: New documents needed' })).toBeVisible({
    timeout: 15_000,
  });
  const documents = applicant.getByRole('region', { name: 'Documents to replace' });
  await expect(documents.getByText('The document is not signed')).toBeVisible();
  await expectNoAxeViolations(applicant, 'the status page asking for documents');
  const upload = documents.getByLabel('New Certificate of Insurance');
  await tabTo(applicant, upload);
  await upload.setInputFiles({ name: 'insurance-2027.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(300, 200) });
  await expect(documents.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 15_000 });
  await tabTo(applicant, documents.getByRole('button', { name: 'Send the new documents' }));
  await applicant.keyboard.press('Enter');
  await expect(applicant.getByText(/we received your new documents/)).toBeFocused();
  await expect(applicant.getByRole('heading', { level: 2, name: 'Status: In review' })).toBeVisible();

  // The admin sees the new document (the old one among the earlier versions) and accepts.
  await page.goto('/Dashboard/NeedsAttention');
  await expect(page.getByRole('heading', { level: 1, name: 'Needs attention' })).toBeVisible();
  const received = page.getByRole('region', { name: /^Corrections received/ });
  await expect(received.getByRole('link', { name: reference })).toBeVisible();
  await expectNoAxeViolations(page, 'Needs attention');
  await received.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: 'New documents received' })).toBeVisible();
  // The new certificate is marked New, and the box leads to it.
  await page
    .getByRole('region', { name: 'New documents received' })
    .getByRole('link', { name: 'New Certificate of Insurance' })
    .click();
  await expect(page).toHaveURL(/#document-CertificateOfInsurance$/);
  const newCertificate = page.getByRole('article', { name: 'Certificate of Insurance' });
  await expect(newCertificate).toBeInViewport();
  await expect(newCertificate.getByText('New', { exact: true })).toBeVisible();
  await expect
    .poll(() =>
      newCertificate
        .getByRole('img', { name: 'Certificate of Insurance' })
        .evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBe(300);
  await expect(page.getByRole('article', { name: 'Certified payment' }).getByText('New', { exact: true })).toHaveCount(
    0,
  );
  await expect(page.getByRole('link', { name: /^Download the earlier Certificate of Insurance/ })).toHaveAttribute(
    'href',
    /DocumentVersion/,
  );
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Accept application ${reference}?` })
    .getByRole('button', { name: 'Accept application' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `Application ${reference} was accepted.` })).toBeVisible();

  // Reopened with a reason, then decided again, once.
  await page.goto(`/ReqestInformation/${id}`);
  await page.getByRole('button', { name: 'Reopen', exact: true }).click();
  const reopen = page.getByRole('dialog', { name: `Reopen application ${reference}?` });
  await reopen.getByRole('button', { name: 'Reopen application' }).click();
  await expect(reopen.getByText('Give the reason for reopening')).toBeVisible();
  await reopen.getByLabel('Reason').fill('The yard we offered is closing for repairs');
  await reopen.getByRole('button', { name: 'Reopen application' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Decision' })).toBeVisible();
  await expect(
    page.getByText(/Reopened by e2e-admin \(reason: The yard we offered is closing for repairs\)/),
  ).toBeVisible();
  await waitForMessages((message) => message.to.includes(email) && message.subject.includes('under review again'), 1);

  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = page.getByRole('dialog', { name: `Reject application ${reference}?` });
  await reject.getByLabel('Reason (optional)').fill('No space left at this yard');
  await reject.getByRole('button', { name: 'Reject application' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Application ${reference} was rejected.` })).toBeVisible();
  const [decided] = queryDatabase<{ status: string }>('select status from applications where id = ?', id);
  expect(decided?.status).toBe('rejected');

  await applicant.reload();
  await expect(applicant.getByRole('heading', { level: 2, name: 'Status: Not accepted' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(applicant.getByText('No space left at this yard')).toBeVisible();
  await applicant.close();
});

test('an unknown status link answers with a kind page and the contact', async ({ page, allowHttpFailure }) => {
  test.slow();
  const token = 'x'.repeat(43);
  allowHttpFailure({ path: `/api/ApplicationStatus/${token}`, status: 404 });
  const response = await page.goto(`/status/${token}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('#main-content').getByRole('link', { name: '416-555-0142', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the invalid-link page');
});
