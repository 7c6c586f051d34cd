import { afterEach, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { ensureTestAdmin, TEST_ADMIN } from '../../../tests/support/admin-session.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { ACCOUNT_CEILING, blockDurationMs, IP_THROTTLE, PAIR_THROTTLE } from './sign-in-throttle.service.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

async function startApp() {
  let now = new Date('2026-03-02T09:00:00.000Z');
  testApp = await createTestApp({ clock: () => now });
  await ensureTestAdmin(testApp);
  return {
    app: testApp,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

function login(app: TestApp, userName: string, password: string, ip = '198.51.100.7') {
  return app.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { userName, password }, remoteAddress: ip });
}

async function failTimes(app: TestApp, times: number, userName = TEST_ADMIN.username, ip?: string) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await login(app, userName, `wrong password ${attempt}`, ip);
    expect(response.statusCode).toBe(401);
  }
}

test('the delays double after the free failures and stop at their caps', () => {
  expect([5, 6, 7, 8, 14, 15, 40].map((failures) => blockDurationMs(failures, PAIR_THROTTLE) / SECOND)).toEqual([
    0, 2, 4, 8, 512, 900, 900,
  ]);
  expect([50, 51, 52, 58, 59, 500].map((failures) => blockDurationMs(failures, ACCOUNT_CEILING) / SECOND)).toEqual([
    0, 2, 4, 256, 300, 300,
  ]);
  expect([20, 21, 22, 31, 32, 1000].map((failures) => blockDurationMs(failures, IP_THROTTLE) / SECOND)).toEqual([
    0, 2, 4, 2048, 3600, 3600,
  ]);
});

test('after the sixth failure for one account, sign-in answers 429 with Retry-After without checking the password', async () => {
  const { app } = await startApp();
  await failTimes(app, 6);
  const blocked = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.headers['retry-after']).toBe('2');
  expect(blocked.json()).toMatchObject({ isSuccess: false, code: 'rate_limited' });
  expect(blocked.json().message).toContain('2 seconds');
  // The name is matched without case, so "ADMIN" is the same account.
  expect((await login(app, 'ADMIN', TEST_ADMIN.password)).statusCode).toBe(429);
  // Blocked attempts are not counted as failures.
  const row = await app.database.db
    .selectFrom('sign_in_throttle')
    .selectAll()
    .where('key', '=', 'user:admin')
    .executeTakeFirstOrThrow();
  expect(row.failures).toBe(6);
});

test('the admin signs in from another address while a stranger guessing the same account is held back', async () => {
  const { app } = await startApp();
  await failTimes(app, 6, TEST_ADMIN.username, '198.51.100.66');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '198.51.100.66')).statusCode).toBe(429);
  }
  expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '192.0.2.10')).statusCode).toBe(200);
});

test('an account under attack e-mails its admin once per episode, not once per attempt', async () => {
  const { app, advance } = await startApp();
  const alerts = () =>
    app.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text'])
      .where('subject', '=', 'Failed sign-ins on your admin account')
      .execute();
  await failTimes(app, 5);
  expect(await alerts()).toHaveLength(0);
  await failTimes(app, 1);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    advance(20 * 60 * SECOND);
    await failTimes(app, 1, TEST_ADMIN.username, `203.0.113.${attempt + 1}`);
  }
  const sent = await alerts();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.to_address).toBe(TEST_ADMIN.email);
  expect(sent[0]?.text).toContain('198.51.100.7');
  // After a day of quiet the failures are forgotten; a new run is a new episode.
  advance(25 * HOUR);
  await failTimes(app, 6, TEST_ADMIN.username, '198.51.100.8');
  expect(await alerts()).toHaveLength(2);
});

test('a distributed guess reaches the per-account ceiling after 50 failures, blocked at most 5 minutes', async () => {
  const { app, advance } = await startApp();
  for (let attempt = 0; attempt < 51; attempt += 1) {
    await failTimes(app, 1, TEST_ADMIN.username, `10.0.${Math.floor(attempt / 4)}.${attempt % 4}`);
  }
  const blocked = await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '192.0.2.200');
  expect(blocked.statusCode).toBe(429);
  advance(5 * 60 * SECOND);
  expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '192.0.2.200')).statusCode).toBe(200);
  // 51 argon2id checks: slow on a busy machine.
}, 120_000);

test('another account signing in from another address is not affected by the block', async () => {
  const { app } = await startApp();
  await ensureTestAdmin(app, {
    username: 'night-shift',
    password: 'another long passphrase here',
    email: 'night@example.com',
  });
  await failTimes(app, 6);
  expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password)).statusCode).toBe(429);
  const other = await login(app, 'night-shift', 'another long passphrase here', '203.0.113.9');
  expect(other.statusCode).toBe(200);
});

test('the block ends with time, each later failure doubles it, and a success resets the count', async () => {
  const { app, advance } = await startApp();
  await failTimes(app, 6);
  advance(2 * SECOND);
  await failTimes(app, 1);
  const blocked = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
  expect(blocked.headers['retry-after']).toBe('4');
  advance(3 * SECOND);
  expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password)).statusCode).toBe(429);
  expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password)).headers['retry-after']).toBe('1');
  advance(1 * SECOND);
  expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password)).statusCode).toBe(200);

  // The account-wide count stays (strangers are not let off by the owner's sign-in); this
  // address's counts are cleared.
  const rows = await app.database.db.selectFrom('sign_in_throttle').select('key').execute();
  expect(rows).toEqual([{ key: 'user:admin' }]);
  // Five free failures again.
  await failTimes(app, 5);
  expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password)).statusCode).toBe(200);
});

test('one address is never held back from an account longer than 15 minutes', async () => {
  const { app, advance } = await startApp();
  await failTimes(app, 6);
  // Wait out each block and fail again: 2, 4, 8 … seconds, until the cap.
  for (let failures = 7; failures <= 16; failures += 1) {
    advance(blockDurationMs(failures - 1, PAIR_THROTTLE));
    await failTimes(app, 1);
  }
  const blocked = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.headers['retry-after']).toBe('900');
  expect(blocked.json().message).toContain('15 minutes');
  advance(15 * 60 * SECOND);
  expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password)).statusCode).toBe(200);
});

test('one address guessing across many accounts is blocked after 20 failures, for the other accounts too', async () => {
  const { app } = await startApp();
  for (let attempt = 0; attempt < 21; attempt += 1) {
    expect((await login(app, `guess-${attempt}`, 'password123456')).statusCode).toBe(401);
  }
  const blocked = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.headers['retry-after']).toBe('2');
  // The real admin from their own address is not held up by it.
  expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '192.0.2.44')).statusCode).toBe(200);
});

test('failures older than a day are forgotten', async () => {
  const { app, advance } = await startApp();
  await failTimes(app, 5);
  advance(25 * HOUR);
  // Would be the sixth failure (and a block) if the old ones still counted.
  await failTimes(app, 1);
  expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password)).statusCode).toBe(200);
  const row = await app.database.db
    .selectFrom('sign_in_throttle')
    .select('failures')
    .where('key', '=', 'user:admin')
    .executeTakeFirst();
  // Only the failure of the last day still counts on the account.
  expect(row?.failures).toBe(1);
});

test('concurrent failures are all counted', async () => {
  const { app } = await startApp();
  const responses = await Promise.all(
    Array.from({ length: 6 }, (_, attempt) => login(app, TEST_ADMIN.username, `wrong password ${attempt}`)),
  );
  expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
  const row = await app.database.db
    .selectFrom('sign_in_throttle')
    .selectAll()
    .where('key', '=', 'user:admin')
    .executeTakeFirstOrThrow();
  expect(row.failures).toBe(6);
  const pair = await app.database.db
    .selectFrom('sign_in_throttle')
    .selectAll()
    .where('key', '=', 'user:admin|ip:198.51.100.7')
    .executeTakeFirstOrThrow();
  expect(pair.failures).toBe(6);
  expect(pair.blocked_until).not.toBeNull();
  expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password)).statusCode).toBe(429);
});

test('POST /api/Login has a plain per-address rate limit in front of it', async () => {
  const { app } = await startApp();
  const responses = [];
  for (let attempt = 0; attempt < 31; attempt += 1) {
    responses.push(
      await app.app.inject({ method: 'POST', url: ADMIN_API.login, payload: {}, remoteAddress: '192.0.2.99' }),
    );
  }
  expect(responses.slice(0, 30).every((response) => response.statusCode === 400)).toBe(true);
  expect(responses[30]?.statusCode).toBe(429);
  expect(responses[30]?.headers['retry-after']).toBeDefined();
});
