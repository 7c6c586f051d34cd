import {
  createBookingThroughApi,
  expectVisibleFocus,
  readCounts,
  readPasswordHash,
  resetCodeFromMail,
  signInThroughForm,
  tabTo,
  writePasswordHash,
} from './support/admin.ts';
import { expect, test } from './support/admin-test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { bookThroughWizard, DOCUMENT_LABELS } from './support/booking-wizard.ts';
import { queryDatabase } from './support/database.ts';
import { receivedMessages, waitForMessages } from './support/mailbox.ts';
import { E2E_ADMIN } from './support/site.ts';

/**
 * The admin's side of the product, in Chromium against the compiled server: review and accept a
 * booking made through the wizard, the guard, keyboard-only use, axe on every admin screen, and a
 * forgotten password reset with the code from the SMTP server. Each test makes its own data; the
 * reset test puts the seeded admin's password back when it ends, so the order does not matter.
 */

function uniqueEmail(label: string) {
  return `${label}+${Date.now()}@northbay-haulage.example`;
}

test('an admin finds a booking made in the wizard, views its document, accepts it, and the lists, counts and applicant follow', async ({
  page,
}) => {
  const applicant = { firstName: 'Gurleen', lastName: 'Bains', email: uniqueEmail('gurleen') };
  const reference = await bookThroughWizard(page, applicant);
  const name = `${applicant.firstName} ${applicant.lastName}`;

  await page.goto('/Login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
  await expect(page.getByText(`Hello, ${E2E_ADMIN.username}`)).toBeVisible();
  const before = await readCounts(page);
  expect(before.pending).toBeGreaterThanOrEqual(1);

  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]search=${reference}`));
  await expect(page.getByRole('status').filter({ hasText: /1 pending application matching/ })).toBeVisible();

  // The card says what was booked in the wizard (fillMoveInAndFleet, fillBankInfoAndDocuments).
  const card = page.getByRole('article').filter({ hasText: reference });
  for (const [label, value] of [
    ['Yard', 'Derry Rd W & Mavis Rd'],
    ['Move-in', 'Dec 1, 2026'],
    ['Vehicles', '0 trucks, 2 trailers'],
    ['Rate per spot', '$325.00'],
    ['Insurance expires', 'Jun 30, 2027'],
  ] as const) {
    // From the start: within 30 days of the expiry the card adds how soon it comes.
    await expect(card.locator(`dt:text-is("${label}") + dd`), label).toHaveText(
      new RegExp(`^${value.replace(/[$.()]/g, '\\$&')}`),
    );
  }

  // The thumbnails load lazily; watch for the first one from before the page opens.
  const thumbnailResponse = page.waitForResponse(
    (response) => response.url().includes('/DocumentThumbnail/') && response.url().endsWith('/ArticleOfIncorporation'),
  );
  await page.getByRole('link', { name: `See More about ${name}` }).click();
  await expect(page).toHaveURL(/\/ReqestInformation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));

  const image = page.getByRole('img', { name: 'Article of Incorporation' });
  await image.scrollIntoViewIfNeeded();
  const response = await thumbnailResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  // The wizard's 320 × 240 photo is no larger than a thumbnail: kept at its size, never enlarged.
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(320);
  expect(
    queryDatabase('select id from audit_events where action = ? and application_id = ?', 'document_viewed', id).length,
  ).toBeGreaterThanOrEqual(1);

  // The original opens on demand, in a new tab.
  const [original] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Open the original Article of Incorporation (image, new tab)' }).click(),
  ]);
  await expect(original).toHaveURL(new RegExp(`/api/ApplicationFormData/Document/${id}/ArticleOfIncorporation$`));
  await expect
    .poll(() => original.evaluate(() => document.querySelector<HTMLImageElement>('img')?.naturalWidth))
    .toBe(320);
  await original.close();

  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Accept application ${reference}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept application' }).click();

  await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
  await expect(page.getByRole('status').filter({ hasText: `Application ${reference} was accepted.` })).toBeVisible();
  const after = await readCounts(page);
  expect(after).toEqual({ ...before, active: before.active + 1, pending: before.pending - 1 });

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Accepted requests' }).click();
  await expect(page).toHaveURL(/\/Dashboard\/AcceptRequests$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('link', { name: `See More about ${name}` })).toBeVisible();

  const [stored] = queryDatabase<{ status: string; decided_by: number | null }>(
    'select status, decided_by from applications where id = ?',
    id,
  );
  expect(stored?.status).toBe('accepted');
  expect(stored?.decided_by).not.toBeNull();
  const decisionMail = await waitForMessages(
    (message) => message.to.includes(applicant.email) && message.subject.includes('is accepted'),
    1,
  );
  expect(decisionMail).toHaveLength(1);
  expect(decisionMail[0]?.subject).toBe(`Your parking application ${reference} is accepted`);
});

test('a signed-out visit to a dashboard page goes to Login and comes back there after sign-in', async ({
  page,
  allowHttpFailure,
}) => {
  allowHttpFailure({ path: '/api/Me', status: 401 });
  await page.goto('/Dashboard/AcceptRequests');
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2FDashboard%2FAcceptRequests$/);
  await expect(page.getByText('Sign in to continue to the dashboard.')).toBeVisible();

  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/Dashboard\/AcceptRequests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accepted requests' })).toBeVisible();
});

test('a window that opened the sign-in page loses its hold on it once the admin is signed in', async ({ page }) => {
  // The sign-in page goes without opener isolation (it paints sooner); the dashboard has it, and
  // the sign-in ends with a new document of the dashboard, not a route change.
  await page.goto('/home');
  const popupOpened = page.waitForEvent('popup');
  await page.evaluate(() => {
    (window as unknown as { signIn: Window | null }).signIn = window.open('/Login');
  });
  const signInWindow = await popupOpened;
  await expect(signInWindow.getByRole('button', { name: 'Login' })).toBeVisible();
  const openerSeesIt = () => page.evaluate(() => (window as unknown as { signIn: Window }).signIn.closed === false);
  expect(await openerSeesIt()).toBe(true);

  await signInThroughForm(signInWindow, E2E_ADMIN);
  await expect(signInWindow.getByRole('heading', { level: 1, name: 'All applications' })).toBeVisible();
  expect(await signInWindow.evaluate(() => window.opener)).toBeNull();
  await expect.poll(openerSeesIt).toBe(false);
  const loadedDocument = await signInWindow.evaluate(() => performance.getEntriesByType('navigation')[0]?.name);
  expect(loadedDocument).toMatch(/\/Dashboard$/);
});

test('the dashboard works with the keyboard alone, with a visible focus ring everywhere', async ({
  page,
  request,
  allowHttpFailure,
}) => {
  const application = await createBookingThroughApi(request, {
    firstName: 'Keyboard',
    lastName: 'Carrier',
    email: uniqueEmail('keyboard'),
  });

  await page.goto('/Login');
  await tabTo(page, page.getByLabel('Username', { exact: true }));
  await page.keyboard.type(E2E_ADMIN.username);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
  // The sign-in ends with a new document: tabbing starts from the top of the page, menu first.
  await expect(page.getByRole('heading', { level: 1, name: 'All applications' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await tabTo(page, menu.getByRole('link', { name: 'Accepted requests' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Dashboard\/AcceptRequests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accepted requests' })).toBeFocused();
  await tabTo(page, menu.getByRole('link', { name: 'All applications' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All applications' })).toBeFocused();

  const search = page.getByRole('searchbox', { name: 'Search' });
  await tabTo(page, search);
  await page.keyboard.type(application.reference);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]search=${application.reference}`));
  await expect(page.getByRole('status').filter({ hasText: /1 pending application matching/ })).toBeVisible();
  // The search does not throw the keyboard user back to the top of the page.
  await expect(search).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: `See More about ${application.name}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ReqestInformation/${application.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Application ${application.reference}` })).toBeFocused();

  const reject = page.getByRole('button', { name: 'Reject', exact: true });
  const dialog = page.getByRole('dialog', { name: `Reject application ${application.reference}?` });
  await tabTo(page, reject);
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await expectVisibleFocus(dialog.getByLabel('Reason (optional)'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectVisibleFocus(reject);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectVisibleFocus(reject);
  expect(queryDatabase<{ status: string }>('select status from applications where id = ?', application.id)).toEqual([
    { status: 'pending' },
  ]);

  await tabTo(page, page.getByRole('link', { name: 'Back to the applications' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Dashboard\/AllApplication/);
  await expect(page.getByRole('heading', { level: 1, name: 'All applications' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Log out' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  // Signed out for real: the dashboard asks for a sign-in again.
  allowHttpFailure({ path: '/api/Me', status: 401 });
  await page.goto('/Dashboard');
  await expect(page).toHaveURL(/\/Login\?redirectTo=/);
});

test('the admin screens have no axe violations (WCAG 2.1 AA)', async ({ page, request }) => {
  // Seven screens, each checked whole by axe; the details page has five document cards with their reviews.
  test.slow();
  const application = await createBookingThroughApi(request, {
    firstName: 'Axe',
    lastName: 'Checker',
    email: uniqueEmail('axe'),
  });

  await page.goto('/Login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page, 'Login');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1 of 2: E-mail' })).toBeVisible();
  await expectNoAxeViolations(page, 'ForgetPassword');

  await page.goto('/Login');
  await signInThroughForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
  await readCounts(page);
  await expect(page.getByRole('link', { name: `See More about ${application.name}` })).toBeVisible();
  await expectNoAxeViolations(page, 'AllApplication');

  await page.getByRole('link', { name: `See More about ${application.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${application.reference}` })).toBeVisible();
  for (const label of DOCUMENT_LABELS) {
    await expect(page.getByRole('img', { name: label })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'ReqestInformation');
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Reject application ${application.reference}?` })).toBeVisible();
  await expectNoAxeViolations(page, 'the Reject dialog');
  await page.keyboard.press('Escape');

  for (const [path, heading] of [
    ['/Dashboard/settingEmail', 'Change password'],
    ['/Dashboard/security', 'Two-factor sign-in'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await readCounts(page);
    await expectNoAxeViolations(page, path);
  }
});

test('a forgotten password is reset with the 6-digit code e-mailed by the server', async ({
  page,
  context,
  request,
  allowHttpFailure,
}) => {
  const newPassword = 'harbour-lantern-quietly-47';
  const originalHash = readPasswordHash(E2E_ADMIN.username);
  try {
    await page.goto('/Login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/ForgetPassword$/);

    await page.getByLabel('E-mail', { exact: true }).fill(E2E_ADMIN.email);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    const codesBefore = receivedMessages().filter(
      (message) => message.to.includes(E2E_ADMIN.email) && message.subject === 'Your password reset code',
    ).length;
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 2: Code' })).toBeFocused();

    const code = await resetCodeFromMail(E2E_ADMIN.email, codesBefore);
    // Pasted from the e-mail into the first box, it fills all six.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), `Code: ${code}`);
    await page.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.press('ControlOrMeta+V');
    for (const [index, digit] of Array.from(code).entries()) {
      await expect(page.getByLabel(`Digit ${index + 1} of 6`)).toHaveValue(digit);
    }
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Your password is changed. Sign in with your new password.');

    await page.getByRole('link', { name: 'Go to sign-in' }).click();
    await expect(page).toHaveURL(/\/Login$/);
    allowHttpFailure({ path: '/api/Login', status: 401 });
    await signInThroughForm(page, E2E_ADMIN);
    await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
    await expect(page).toHaveURL(/\/Login$/);

    await signInThroughForm(page, { username: E2E_ADMIN.username, password: newPassword });
    await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
    const confirmation = await waitForMessages(
      (message) => message.to.includes(E2E_ADMIN.email) && message.subject === 'Your password was reset',
      1,
    );
    expect(confirmation.length).toBeGreaterThanOrEqual(1);
  } finally {
    writePasswordHash(E2E_ADMIN.username, originalHash);
  }
  // Later tests sign in with the seeded password again.
  const signIn = await request.post('/api/Login', {
    data: { userName: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(signIn.status()).toBe(200);
});
