import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../domain/admin.schema.ts';
import { ENQUIRY_PATH } from '../../domain/enquiry.schema.ts';
import { createEnquiryInput } from '../factories/contact.factory.ts';
import { restartableApp } from '../support/restartable-app.ts';
import { TEST_DATABASE_KIND } from '../support/test-app.ts';
import { CONTACT_RATE_LIMIT } from '../../server/modules/contact/contact.routes.ts';
import { RESET_REQUEST_LIMITS } from '../../server/modules/auth/password-reset.routes.ts';

/**
 * Per-address limits survive a restart: a server started on the database another one used (the
 * same SQLite file, or the same PostgreSQL schema) goes on counting where it stopped.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sharedDatabase() {
  const shared = await restartableApp();
  cleanups.push(() => shared.dispose());
  return () => shared.start();
}

const ADDRESS = '198.51.100.23';

function sendEnquiry(app: FastifyInstance, attempt: number) {
  return app.inject({
    method: 'POST',
    url: ENQUIRY_PATH,
    remoteAddress: ADDRESS,
    payload: createEnquiryInput({ Email: `sender${attempt}@example.com` }),
  });
}

describe(`per-address limits across a restart, on ${TEST_DATABASE_KIND}`, () => {
  test('ten enquiries, a restart, and the eleventh from the same address is refused', async () => {
    const start = await sharedDatabase();
    const first = await start();
    for (let attempt = 0; attempt < CONTACT_RATE_LIMIT.max; attempt += 1) {
      expect((await sendEnquiry(first, attempt)).statusCode).toBe(200);
    }
    await first.close();

    const second = await start();
    cleanups.push(() => second.close());
    const refused = await sendEnquiry(second, CONTACT_RATE_LIMIT.max);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Another address is not held back.
    const other = await second.inject({
      method: 'POST',
      url: ENQUIRY_PATH,
      remoteAddress: '198.51.100.24',
      payload: createEnquiryInput(),
    });
    expect(other.statusCode).toBe(200);
  });

  test('reset-code requests for one e-mail keep their count across a restart', async () => {
    const start = await sharedDatabase();
    const request = (app: FastifyInstance, attempt: number) =>
      app.inject({
        method: 'POST',
        url: ADMIN_API.forgotPasswordRequest,
        remoteAddress: `203.0.113.${attempt + 1}`,
        payload: { email: 'nobody@example.com', newPassword: 'quiet harbour lantern 4817 gravel' },
      });
    const first = await start();
    for (let attempt = 0; attempt < RESET_REQUEST_LIMITS.perEmail.max; attempt += 1) {
      expect((await request(first, attempt)).statusCode).toBe(200);
    }
    await first.close();

    const second = await start();
    cleanups.push(() => second.close());
    expect((await request(second, RESET_REQUEST_LIMITS.perEmail.max)).statusCode).toBe(429);
  });
});
