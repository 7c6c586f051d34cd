import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../domain/admin.schema.ts';
import { seal } from '../../server/lib/sealed-box.ts';
import { createBookingInput } from '../factories/booking.factory.ts';
import { signInAsAdmin } from '../support/admin-session.ts';
import { uploadAllDocuments } from '../support/documents.ts';
import { restartableApp } from '../support/restartable-app.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../support/test-app.ts';

/**
 * DATA_ENCRYPTION_KEY against the data it sealed: a server started with another key refuses to
 * start, naming the setting and the fix, instead of answering 500 to every admin list; and one row
 * whose sealed bank numbers cannot be opened never fails a whole list.
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const CREATE = '/api/ApplicationFormData/CreateApplicationForm';
const otherKey = () => randomBytes(32).toString('base64');

async function book(app: TestApp['app']) {
  const response = await app.inject({
    method: 'POST',
    url: CREATE,
    payload: createBookingInput({}, await uploadAllDocuments(app)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

describe(`the data key on ${TEST_DATABASE_KIND}`, () => {
  test('a server started with another key refuses to start, naming DATA_ENCRYPTION_KEY and the fix', async () => {
    const shared = await restartableApp();
    cleanups.push(() => shared.dispose());
    const first = await shared.start();
    await book(first);
    await first.close();

    const refused = shared.start({ DATA_ENCRYPTION_KEY: otherKey() });
    await expect(refused).rejects.toThrow(/DATA_ENCRYPTION_KEY is not the key this database was written with/);
    await expect(refused).rejects.toThrow(/Start the server with the DATA_ENCRYPTION_KEY that wrote this data/);

    // With its own key it starts, and the application reads as before.
    const again = await shared.start();
    cleanups.push(() => again.close());
    expect((await again.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  test('a database from before the check is checked against what it sealed, then gets its check', async () => {
    const shared = await restartableApp();
    cleanups.push(() => shared.dispose());
    const first = await shared.start();
    await book(first);
    // As a database written before the check existed: sealed bank numbers, no check.
    await first.database.db.deleteFrom('settings').execute();
    await first.close();

    await expect(shared.start({ DATA_ENCRYPTION_KEY: otherKey() })).rejects.toThrow(/DATA_ENCRYPTION_KEY/);
    const rightKey = await shared.start();
    expect(await rightKey.database.db.selectFrom('settings').select('name').execute()).toEqual([
      { name: 'data_key_check' },
    ]);
    await rightKey.close();
    await expect(shared.start({ DATA_ENCRYPTION_KEY: otherKey() })).rejects.toThrow(/DATA_ENCRYPTION_KEY/);
  });

  test('one row whose bank numbers cannot be opened shows them as unreadable; the list still answers', async () => {
    const t = await createTestApp({ rateLimits: false });
    cleanups.push(() => t.close());
    const readable = await book(t.app);
    const damaged = await book(t.app);
    await t.database.db
      .updateTable('applications')
      .set({ bank_numbers_sealed: seal('{"account":"0012345678"}', randomBytes(32)) })
      .where('id', '=', damaged)
      .execute();
    const { headers } = await signInAsAdmin(t);

    const list = await t.app.inject({ method: 'GET', url: `${ADMIN_API.list}?Status=0`, headers });
    expect(list.statusCode, list.body).toBe(200);
    const banking = new Map(
      list
        .json<{ data: Array<{ id: number; bankingInfo: Record<string, string> }> }>()
        .data.map((item) => [item.id, item.bankingInfo]),
    );
    expect(banking.get(damaged)).toMatchObject({ contact: 'Unreadable', phone: 'Unreadable', address: 'Unreadable' });
    expect(banking.get(readable)).toMatchObject({ contact: '•••34', phone: '•••04', address: '•••78' });

    const details = await t.app.inject({ method: 'GET', url: ADMIN_API.byId(damaged), headers });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().bankingInfo).toMatchObject({ address: 'Unreadable' });
  });
});
