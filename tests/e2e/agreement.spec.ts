import { createHash } from 'node:crypto';
import { createBookingThroughApi, signInThroughForm, tabTo } from './support/admin.ts';
import { expect as baseExpect, test } from './support/admin-test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { attachmentsOf, statusLinkFromMail, waitForMessages } from './support/mailbox.ts';
import { E2E_ADMIN } from './support/site.ts';

/**
 * From "Accepted" to parked, both sides in Chromium, e-mail read from the SMTP server: the admin
 * accepts, the customer signs through the link with the keyboard only (typed signature), the
 * admin countersigns, the signed PDF arrives by e-mail and is the one the verify answer knows.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Yesterday in Ontario: a move-in date the access pass is already valid from. */
function yesterdayInToronto(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

test('accepted, signed by the customer with the keyboard, countersigned: the signed copy arrives', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `signing+${Date.now()}@northbay-haulage.example`;
  const booked = await createBookingThroughApi(
    request,
    { firstName: 'Signing', lastName: 'Carrier', email },
    { booking: { moveInInfo: { moveInDate: yesterdayInToronto() } } },
  );

  await page.goto('/Login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
  await page.goto(`/ReqestInformation/${booked.id}`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept application' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${booked.reference} was accepted` })).toBeVisible();

  // The customer signs from the link of their booking's e-mail, with the keyboard only.
  const applicant = await browser.newPage();
  await applicant.goto(await statusLinkFromMail(email, `Booking application received: ${booked.reference}`));
  const agreement = applicant.getByRole('region', { name: 'Your parking agreement' });
  await expect(agreement).toContainText('Version 1 of your parking agreement');
  const shown = await applicant.request.get(
    (await agreement.getByRole('link', { name: 'Read the agreement (PDF)' }).getAttribute('href')) ?? '',
  );
  const shownSha256 = sha256(await shown.body());
  await expect(agreement.getByTestId('agreement-sha256')).toHaveText(shownSha256);
  await expectNoAxeViolations(applicant, 'an agreement to sign');
  await agreement.getByLabel('Your full name').focus();
  await applicant.keyboard.type('Signing Carrier');
  await applicant.keyboard.press('Tab');
  await applicant.keyboard.type('Owner');
  // Past the optional drawing (its Clear button), to the consent.
  await tabTo(applicant, agreement.getByRole('checkbox'));
  await applicant.keyboard.press('Space');
  await applicant.keyboard.press('Tab');
  await applicant.keyboard.press('Enter');
  await expect(applicant.getByRole('status').filter({ hasText: 'Thank you: you signed the agreement.' })).toBeFocused();

  // The admin countersigns from the details page.
  await page.goto(`/ReqestInformation/${booked.id}`);
  const section = page.getByRole('region', { name: 'Parking agreement' });
  await expect(section).toContainText('Signed by the customer; awaiting yours');
  await expectNoAxeViolations(page, 'an agreement to countersign');
  await section.getByRole('button', { name: 'Countersign' }).click();
  const dialog = page.getByRole('dialog', { name: `Countersign the agreement for ${booked.reference}?` });
  await expectNoAxeViolations(page, 'the countersign dialog');
  await dialog.getByRole('button', { name: 'Countersign' }).click();
  await expect(section).toContainText('Signed by both');

  // The signed copy arrives by e-mail, and the verify answer knows it by its hash.
  const [mail] = await waitForMessages(
    (message) => message.to.includes(email) && message.subject.startsWith('Your parking agreement for'),
    1,
  );
  if (!mail) throw new Error('the signed copy was not e-mailed');
  const [signedPdf] = await attachmentsOf(mail);
  expect(signedPdf?.filename).toBe(`agreement-${booked.reference}-v1-signed.pdf`);
  expect(signedPdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
  const verified = await request.get(`/api/Agreements/Verify?sha256=${sha256(signedPdf?.content ?? Buffer.alloc(0))}`);
  expect(await verified.json()).toMatchObject({ signed: true });
  const byShown = await request.get(`/api/Agreements/Verify?sha256=${shownSha256}`);
  expect(await byShown.json()).toMatchObject({ signed: true });

  // The access pass: on the status page (its code and QR), in its own e-mail.
  await applicant.reload();
  await expect(agreement).toContainText('Version 1 of your parking agreement is signed by both of us.');
  await expect(agreement.getByRole('link', { name: 'Download the signed agreement (PDF)' })).toBeVisible();
  const pass = applicant.getByRole('region', { name: 'Your access pass' });
  const code = (await pass.getByTestId('access-pass-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await expect(pass.getByRole('img', { name: `QR code of your access code ${code}` })).toBeVisible();
  await expectNoAxeViolations(applicant, 'a signed agreement and its access pass');
  const passMails = await waitForMessages((message) => message.to.includes(email) && message.text.includes(code), 1);
  expect(passMails, 'the access pass was e-mailed').toHaveLength(1);
  await applicant.close();

  // The yard screen answers valid, with whose pass it is, as the gate staff type it.
  await page.goto('/Dashboard/Gate');
  await page.getByLabel('Yard').selectOption('mavid');
  await page.getByLabel('Access code').fill(code.replace('-', '').toLowerCase());
  await page.getByRole('button', { name: 'Check the pass' }).click();
  const answer = page.getByTestId('gate-answer');
  await expect(answer).toContainText('Valid');
  await expect(answer).toContainText('5 truck spaces, 8 trailer spaces');
  await expectNoAxeViolations(page, 'the yard screen with a valid pass');
});
