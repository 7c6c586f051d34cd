import { sql } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { open, seal } from './sealed-box.ts';

/**
 * DATA_ENCRYPTION_KEY seals the bank numbers, two-factor secrets and mail carrying a secret. A
 * server started with another key than the one that wrote them would start normally and then fail
 * every list it cannot open. So a known text sealed with the key is kept with the data (table
 * `settings`), written on the first start, and checked on every start: with another key the
 * server refuses to start, saying which setting and how to fix it.
 */
const KEY_CHECK = 'data_key_check';
const KNOWN_TEXT = 'SafeYard data key check';

export class DataKeyMismatchError extends Error {
  constructor() {
    super(
      'DATA_ENCRYPTION_KEY is not the key this database was written with, so its bank numbers and ' +
        'two-factor secrets cannot be read. Start the server with the DATA_ENCRYPTION_KEY that wrote ' +
        'this data (when it was generated, it is in the secrets.json of the same DATA_DIR or backup ' +
        'as the database). The server did not start, and nothing was changed.',
    );
    this.name = 'DataKeyMismatchError';
  }
}

function opensWith(sealed: string, key: Buffer): boolean {
  try {
    open(sealed, key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Values sealed before this check existed, which the key must open on the first start: the newest
 * application's bank numbers and an admin's two-factor secret, when there are any.
 */
async function sealedSamples(db: Executor): Promise<string[]> {
  const [application, admin] = await Promise.all([
    db
      .selectFrom('applications')
      .select('bank_numbers_sealed as sealed')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('admins')
      .select('totp_secret_sealed as sealed')
      .where('totp_secret_sealed', 'is not', null)
      .where(sql<string>`substr(totp_secret_sealed, 1, 3)`, '=', 'v1.')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return [application?.sealed, admin?.sealed].filter((value): value is string => typeof value === 'string');
}

/** Throws DataKeyMismatchError when `key` is not the key the data was sealed with; writes the check the first time. */
export async function checkDataKey(db: Executor, key: Buffer, now: Date): Promise<void> {
  const stored = await db.selectFrom('settings').select('value').where('name', '=', KEY_CHECK).executeTakeFirst();
  if (stored) {
    if (!opensWith(stored.value, key)) throw new DataKeyMismatchError();
    return;
  }
  for (const sample of await sealedSamples(db)) {
    if (!opensWith(sample, key)) throw new DataKeyMismatchError();
  }
  await db
    .insertInto('settings')
    .values({ name: KEY_CHECK, value: seal(KNOWN_TEXT, key), updated_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  // Two servers starting at once on a new database: the one whose check was kept decides.
  const kept = await db.selectFrom('settings').select('value').where('name', '=', KEY_CHECK).executeTakeFirstOrThrow();
  if (!opensWith(kept.value, key)) throw new DataKeyMismatchError();
}
