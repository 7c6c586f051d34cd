import type { Selectable } from 'kysely';
import { expectTypeOf, test } from 'vitest';
import type { findSessionWithAdmin } from '../lib/sessions/sessions.repository.ts';
import type { findDueMail } from '../lib/mail/outbox.repository.ts';
import type { AdminSessionsTable, AdminsTable, MailOutboxRow } from './database.ts';
import type { RowOf } from './row-of.ts';

// Type-level: `npm run typecheck` fails on a wrong row type; at run time these assertions do nothing.

test('a row found with executeTakeFirst is the row, without the undefined of "not found"', () => {
  expectTypeOf<RowOf<typeof findSessionWithAdmin>>().not.toBeUndefined();
  expectTypeOf<RowOf<typeof findSessionWithAdmin>>().toHaveProperty('authenticated_at').toEqualTypeOf<string | null>();
});

test('a row of a list is one element of it', () => {
  expectTypeOf<RowOf<typeof findDueMail>>().toEqualTypeOf<MailOutboxRow>();
});

test('a row has exactly the columns its query selects, typed as the tables declare them', () => {
  type Session = Pick<
    Selectable<AdminSessionsTable>,
    'admin_id' | 'created_at' | 'last_seen_at' | 'expires_at' | 'revoked_at' | 'authenticated_at'
  >;
  type Admin = Pick<Selectable<AdminsTable>, 'username' | 'email'>;
  type Joined = { [Column in keyof (Session & Admin)]: (Session & Admin)[Column] };
  expectTypeOf<RowOf<typeof findSessionWithAdmin>>().toEqualTypeOf<Joined>();
});
