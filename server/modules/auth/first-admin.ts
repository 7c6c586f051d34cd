import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { hashPassword } from './password-hashing.ts';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export type FirstAdminResult =
  { status: 'exists' } | { status: 'created'; username: string; generatedPassword: string | undefined };

/**
 * Creates the first admin when there is none, from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL.
 * Without ADMIN_PASSWORD a strong password is generated and printed once, to the console only.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  admin: Config['admin'],
  logger: FastifyBaseLogger,
  now: Date,
): Promise<FirstAdminResult> {
  const existing = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (existing) return { status: 'exists' };
  const generatedPassword = admin.password ? undefined : randomBytes(18).toString('base64url');
  const password = admin.password ?? generatedPassword ?? '';
  const timestamp = now.toISOString();
  await db
    .insertInto('admins')
    .values({
      username: admin.username,
      email: admin.email,
      password_hash: await hashPassword(password, ARGON2_OPTIONS),
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((conflict) => conflict.column('username').doNothing())
    .execute();
  logger.info({ username: admin.username }, 'first admin created');
  return { status: 'created', username: admin.username, generatedPassword };
}
