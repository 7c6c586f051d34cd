import { Secret, TOTP } from 'otpauth';
import { readPasswordHash, signInThroughForm, writePasswordHash, writeTwoFactorOff } from './support/admin.ts';
import { expect, test } from './support/admin-test.ts';
import { queryDatabase } from './support/database.ts';
import { waitForMessages } from './support/mailbox.ts';
import { E2E_ADMIN } from './support/site.ts';

/**
 * The admin's own account in Chromium against the compiled server: changing the password and
 * turning two-factor sign-in on and off, each written through its screen's route action. The page
 * fails on any console error, so a page that asked the server anything after its session ended
 * (a 401) would fail here. Each test puts the seeded admin back as it found it.
 */

const NEW_PASSWORD = 'harbour-lantern-quietly-47';

/** The code an authenticator app would show now for the key the page showed (grouped by four). */
function authenticatorCode(shownKey: string): string {
  return TOTP.generate({
    secret: Secret.fromBase32(shownKey.replace(/\s+/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

test('a changed password signs the admin out at once, and the new one signs in', async ({ page, request }) => {
  const originalHash = readPasswordHash(E2E_ADMIN.username);
  try {
    await page.goto('/Login');
    await signInThroughForm(page, E2E_ADMIN);
    await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();

    await expect(page).toHaveURL(/\/Login$/);
    await expect(page.getByRole('status')).toHaveText('Password changed. Sign in with your new password.');
    const notice = await waitForMessages(
      (message) => message.to.includes(E2E_ADMIN.email) && /password/i.test(message.subject),
      1,
    );
    expect(notice.length).toBeGreaterThanOrEqual(1);

    await signInThroughForm(page, { username: E2E_ADMIN.username, password: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
    await expect(page.getByText(`Hello, ${E2E_ADMIN.username}`)).toBeVisible();
  } finally {
    writePasswordHash(E2E_ADMIN.username, originalHash);
  }
  const signIn = await request.post('/api/Login', {
    data: { userName: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(signIn.status()).toBe(200);
});

test('two-factor sign-in: turned on with a code from the app, asked at sign-in, turned off with the password', async ({
  page,
  allowHttpFailure,
}) => {
  try {
    await page.goto('/Login');
    await signInThroughForm(page, E2E_ADMIN);
    await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Two-factor sign-in' }).click();
    await expect(page.getByText('Status: Off')).toBeVisible();

    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const key = page.getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    await expect(key).toBeVisible();
    await page.getByLabel('Code from your authenticator app').fill(authenticatorCode((await key.textContent()) ?? ''));
    await page.getByRole('button', { name: 'Turn on' }).click();

    const codes = page.getByRole('region', { name: /save your recovery codes/ });
    await expect(codes).toBeVisible();
    await expect(page.getByText('Status: On')).toBeVisible();
    const recoveryCode = (await codes.getByRole('listitem').first().textContent()) ?? '';
    expect(recoveryCode).not.toBe('');
    await codes.getByRole('button', { name: 'I have saved the codes' }).click();
    await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();
    const [admin] = queryDatabase<{ totp_enabled_at: string | null }>(
      'select totp_enabled_at from admins where username = ?',
      E2E_ADMIN.username,
    );
    expect(admin?.totp_enabled_at).not.toBeNull();

    // Signing in again asks for a code: the password alone is refused with a 401 naming it.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/Login');
    allowHttpFailure({ path: '/api/Login', status: 401 });
    await signInThroughForm(page, E2E_ADMIN);
    const code = page.getByLabel('Code from your authenticator app');
    await expect(code).toBeFocused();
    await code.fill(recoveryCode);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/Dashboard\/AllApplication$/);

    await page.goto('/Dashboard/security');
    await expect(page.getByText('Status: On')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Two-factor sign-in is off.' })).toBeVisible();
    await expect(page.getByText('Status: Off')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  } finally {
    writeTwoFactorOff(E2E_ADMIN.username);
  }
});
