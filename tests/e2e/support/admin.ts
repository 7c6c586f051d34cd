import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { BookingCreatedSchema } from '../../../domain/booking.schema.ts';
import { DOCUMENT_KINDS, type DocumentField, type DocumentKind } from '../../../domain/documents.ts';
import { createBookingInput } from '../../factories/booking.factory.ts';
import { createPdf } from '../../fixtures/document-files.ts';
import { makeJpeg } from '../../support/documents.ts';
import { queryDatabase } from './database.ts';
import { waitForMessages } from './mailbox.ts';
import { siteDataDir } from './site.ts';

export interface AdminCredentials {
  username: string;
  password: string;
}

/** Signs in through the Login page as a person does (its labels and button). */
export async function signInThroughForm(page: Page, credentials: AdminCredentials) {
  await page.getByLabel('Username', { exact: true }).fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export interface Counts {
  total: number;
  active: number;
  inactive: number;
  pending: number;
}

/** The dashboard's tiles, once they show real numbers (they say "loading" until then). */
export async function readCounts(page: Page): Promise<Counts> {
  const region = page.getByRole('region', { name: 'Application counts' });
  await expect(region).toBeVisible();
  await expect(region).not.toHaveAttribute('aria-busy', 'true');
  const text = (await region.textContent()) ?? '';
  const number = (label: string) => {
    const found = new RegExp(`${label}\\s*([\\d,]+)`).exec(text)?.[1];
    if (found === undefined) throw new Error(`No "${label}" count in: ${text}`);
    return Number(found.replace(/,/g, ''));
  };
  return {
    total: number('Total Requests'),
    active: number('Active'),
    inactive: number('Inactive'),
    pending: number('Pending review'),
  };
}

/**
 * A pending application made through the public API (five real uploads, JPEGs but for the kinds
 * in `pdfs`, then CreateApplicationForm), for tests about the dashboard rather than the wizard,
 * which admin.spec.ts's first test and booking.spec.ts drive by hand.
 */
export async function createBookingThroughApi(
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string },
  options: { pdfs?: readonly DocumentKind[]; booking?: Parameters<typeof createBookingInput>[0] } = {},
): Promise<{ id: number; reference: string; name: string }> {
  const jpeg = await makeJpeg(200, 150);
  const documents: Partial<Record<DocumentField, string>> = {};
  for (const { kind, field } of DOCUMENT_KINDS) {
    const file = options.pdfs?.includes(kind)
      ? { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: createPdf() }
      : { name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: jpeg };
    const response = await request.post(`/api/ApplicationFormData/${kind}`, { multipart: { Image: file } });
    expect(response.status(), `upload of ${kind}`).toBe(200);
    documents[field] = ((await response.json()) as { response: string }).response;
  }
  const booking = createBookingInput({ ...options.booking, personalInfo: person }, documents);
  const response = await request.post('/api/ApplicationFormData/CreateApplicationForm', { data: booking });
  expect(response.status(), await response.text()).toBe(200);
  const created = BookingCreatedSchema.parse(await response.json());
  return { id: created.id, reference: created.reference, name: `${person.firstName} ${person.lastName}` };
}

/** The 6-digit code of the newest reset e-mail to `email` after the `seen` ones already there. */
export async function resetCodeFromMail(email: string, seen: number): Promise<string> {
  const isResetCode = (message: { to: string; subject: string }) =>
    message.to.includes(email) && message.subject === 'Your password reset code';
  const messages = await waitForMessages(isResetCode, seen + 1);
  expect(messages, 'a new reset e-mail arrived').toHaveLength(seen + 1);
  const code = /^Code: (\d{6})$/m.exec(messages.at(-1)?.text ?? '')?.[1];
  expect(code, 'the reset e-mail carries a 6-digit code').toMatch(/^\d{6}$/);
  return code ?? '';
}

/**
 * Focus is on `locator` and can be seen: the element matches :focus-visible and draws a ring, an
 * outline at least 2 px wide with 3:1 contrast against the surface around it (WCAG 1.4.11), or a
 * box-shadow ring where a control replaces the outline with one.
 */
export async function expectVisibleFocus(locator: Locator) {
  await expect(locator).toBeFocused();
  const ring = await locator.evaluate((element) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((channel) => {
        const value = channel / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // The outline is drawn outside the element, over the first opaque background around it.
    let surface = 'rgb(255, 255, 255)';
    for (let node = element.parentElement; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      const alpha = rgb(background)[3];
      if (background !== 'transparent' && (alpha === undefined || alpha === 1)) {
        surface = background;
        break;
      }
    }
    const style = getComputedStyle(element);
    const [lighter, darker] = [luminance(style.outlineColor), luminance(surface)].sort((a, b) => b - a);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
      outlineContrast: ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05),
      shadow: style.boxShadow !== 'none',
      description: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
    };
  });
  expect(ring.focusVisible, `${ring.description} matches :focus-visible`).toBe(true);
  expect(ring.outline || ring.shadow, `${ring.description} draws a focus ring`).toBe(true);
  if (ring.outline) {
    expect(ring.outlineContrast, `${ring.description}: focus ring contrast`).toBeGreaterThanOrEqual(3);
  }
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through a page,
 * and checks every element passed on the way shows its focus too.
 */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < (options.max ?? 40); presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
    await expectVisibleFocus(page.locator('*:focus'));
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/**
 * The stored password hash of an admin, read and written straight in the SQLite file of this
 * worker's site. Only for putting the seeded admin's password back after a test changed it: the product
 * refuses the seeded one as a new password (it contains the username), and later specs sign in
 * with it.
 */
export function readPasswordHash(username: string): string {
  const [row] = queryDatabase<{ password_hash: string }>(
    'select password_hash from admins where username = ?',
    username,
  );
  if (!row) throw new Error(`No admin named ${username}`);
  return row.password_hash;
}

export function writePasswordHash(username: string, passwordHash: string) {
  const database = new SQLite(join(siteDataDir(), 'app.sqlite'), { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    database.prepare('update admins set password_hash = ? where username = ?').run(passwordHash, username);
  } finally {
    database.close();
  }
}

/**
 * Turns two-factor sign-in off for an admin straight in this worker's SQLite file: only for
 * putting the seeded admin back after a test that turned it on failed half-way, so that later
 * specs can sign in with the password alone.
 */
export function writeTwoFactorOff(username: string) {
  const database = new SQLite(join(siteDataDir(), 'app.sqlite'), { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    database
      .prepare('update admins set totp_secret_sealed = null, totp_enabled_at = null where username = ?')
      .run(username);
    database
      .prepare('delete from admin_recovery_codes where admin_id = (select id from admins where username = ?)')
      .run(username);
  } finally {
    database.close();
  }
}
