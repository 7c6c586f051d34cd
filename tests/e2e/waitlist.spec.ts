import { createBookingThroughApi, signInThroughForm, tabTo } from './support/admin.ts';
import { expect as baseExpect, test } from './support/admin-test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { statusLinkFromMail } from './support/mailbox.ts';
import { E2E_ADMIN } from './support/site.ts';

/**
 * A full yard's waitlist from both sides, with e-mail read from the SMTP server: the operator
 * fills a yard, puts the next application on its waitlist with the keyboard, ends the tenancy, and
 * the applicant follows the offer's link and accepts the spaces with the keyboard. The yard used
 * here (Lake Ridge Rd) is no other test's; the test leaves it roomy for whatever runs after it.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const LAKE = 'Lake Ridge Rd & Taunton Rd W';

function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('a full yard’s next application waits in line, is offered the spaces a tenancy frees, and takes them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  // The booking factory's fleet (5 trucks, 8 trailers), twice: the tenant fills the yard.
  const tenant = await createBookingThroughApi(
    request,
    { firstName: 'Tenant', lastName: 'Carrier', email: `tenant+${stamp}@northbay-haulage.example` },
    { booking: { moveInInfo: { locationAppliedFor: LAKE, moveInDate: dayFromToday(7) } } },
  );
  const waitingEmail = `waiting+${stamp}@northbay-haulage.example`;
  const waiting = await createBookingThroughApi(
    request,
    { firstName: 'Waiting', lastName: 'Carrier', email: waitingEmail },
    { booking: { moveInInfo: { locationAppliedFor: LAKE, moveInDate: dayFromToday(30) } } },
  );

  await page.goto('/Login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
  await page.goto('/Dashboard/Yards');
  const lake = page.getByRole('region', { name: LAKE });
  await lake.getByLabel('Truck spaces').fill('5');
  await lake.getByLabel('Trailer spaces').fill('8');
  await lake.getByRole('button', { name: `Save ${LAKE}` }).click();
  await expect(lake.getByRole('status')).toHaveText(`Saved for ${LAKE}.`);

  await page.goto(`/ReqestInformation/${tenant.id}`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept application' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${tenant.reference} was accepted` })).toBeVisible();

  // The next one does not fit: the page says so, and the keyboard puts it on the waitlist.
  await page.goto(`/ReqestInformation/${waiting.id}`);
  const room = page.getByRole('region', { name: `No room at ${LAKE}` });
  await expect(room).toContainText('5 truck spaces and 8 trailer spaces short');
  await expectNoAxeViolations(page, 'an application its yard has no room for');
  await tabTo(page, room.getByRole('button', { name: 'Put on the waitlist' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Put application ${waiting.reference} on the waitlist?` });
  await tabTo(page, dialog.getByRole('button', { name: 'Put on the waitlist' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('waitlist-place')).toContainText(`On the waitlist of ${LAKE}: number 1 in line`);
  await expectNoAxeViolations(page, 'an application on the waitlist');

  // The applicant's page says where they stand, from the link in the e-mail.
  const applicant = await browser.newPage();
  const waitlistedPath = await statusLinkFromMail(
    waitingEmail,
    `Your parking application ${waiting.reference} is on the waitlist`,
  );
  await applicant.goto(waitlistedPath);
  await expect(applicant.getByText('You are next in line for this yard.')).toBeVisible();
  await expect(applicant.getByRole('heading', { level: 2, name: 'Status: On the waiting list' })).toBeVisible();

  // Occupancy lists the line.
  await page.goto('/Dashboard/Occupancy');
  const line = page.getByRole('table', { name: `Waitlist at ${LAKE}` });
  await expect(line.getByRole('row').nth(1)).toContainText(`1${waiting.reference} Waiting Carrier5 trucks, 8 trailers`);
  await expectNoAxeViolations(page, 'Occupancy with a waitlist');

  // The tenant moves out before the next one's move-in: the spaces go to the first in line.
  await page.goto(`/ReqestInformation/${tenant.id}`);
  await page.getByRole('button', { name: 'End the tenancy' }).click();
  await page.getByLabel('Move-out date').fill(dayFromToday(20));
  await page.getByLabel('Why the tenancy ends').fill('Moving to their own yard');
  await expectNoAxeViolations(page, 'ending a tenancy');
  await page.getByRole('button', { name: 'End the tenancy' }).click();
  await expect(page.getByTestId('move-out-date')).toContainText('Ends: the spaces are free from');

  const offerPath = await statusLinkFromMail(
    waitingEmail,
    `Parking spaces are free for you at ${LAKE} (${waiting.reference})`,
  );
  await applicant.goto(offerPath);
  const offer = applicant.getByRole('region', { name: 'Do you want the spaces?' });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(applicant, 'an offer on the status page');
  await tabTo(applicant, offer.getByRole('button', { name: 'Accept the spaces' }));
  await applicant.keyboard.press('Enter');
  await expect(applicant.getByRole('status').filter({ hasText: 'Thank you: the spaces are yours.' })).toBeFocused();
  await expect(applicant.getByRole('heading', { level: 2, name: 'Status: Accepted' })).toBeVisible();
  // Accepted: the parking agreement is made, and its PDF opens from the page.
  const agreement = applicant.getByRole('region', { name: 'Your parking agreement' });
  await expect(agreement).toContainText('Version 1 of your parking agreement');
  const pdf = await applicant.request.get(
    (await agreement.getByRole('link', { name: 'Read the agreement (PDF)' }).getAttribute('href')) ?? '',
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(applicant, 'an offer accepted, its agreement to sign');

  // Signed with the keyboard from the first field on: the name and title typed are the signature.
  await agreement.getByLabel('Your full name').focus();
  await applicant.keyboard.type('Waiting Carrier');
  await applicant.keyboard.press('Tab');
  await applicant.keyboard.type('Owner');
  // Past the optional drawing (its Clear button), to the consent.
  await tabTo(applicant, agreement.getByRole('checkbox'));
  await applicant.keyboard.press('Space');
  await expect(agreement.getByRole('checkbox')).toBeChecked();
  await applicant.keyboard.press('Tab');
  await applicant.keyboard.press('Enter');
  await expect(applicant.getByRole('status').filter({ hasText: 'Thank you: you signed the agreement.' })).toBeFocused();
  await expect(agreement).toContainText('You signed version 1 of your parking agreement.');
  await expectNoAxeViolations(applicant, 'an agreement signed by the customer');
  await applicant.close();

  await page.goto(`/ReqestInformation/${waiting.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Application ${waiting.reference}` })).toBeVisible();
  await expect(page.getByTestId('move-out-date')).toContainText('Runs month to month');

  // Roomy again for the tests that follow.
  await page.goto('/Dashboard/Yards');
  await lake.getByLabel('Truck spaces').fill('10000');
  await lake.getByLabel('Trailer spaces').fill('10000');
  await lake.getByRole('button', { name: `Save ${LAKE}` }).click();
  await expect(lake.getByRole('status')).toHaveText(`Saved for ${LAKE}.`);
});
