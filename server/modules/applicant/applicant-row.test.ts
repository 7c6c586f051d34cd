import type { Selectable } from 'kysely';
import { expectTypeOf, test } from 'vitest';
import type { ApplicationsTable } from '../../db/database.ts';
import type { ApplicantRow, findApplicationByTokenHash } from './applicant.repository.ts';
import type { RowOf } from '../../db/row-of.ts';

// Type-level: `npm run typecheck` fails when the applicant's reads start to carry bank details.

test("the applicant's module never reads an application's bank details", () => {
  type BankColumns = Extract<keyof Selectable<ApplicationsTable>, `bank_${string}`>;
  expectTypeOf<BankColumns>().toEqualTypeOf<'bank_name' | 'bank_numbers_sealed'>();
  expectTypeOf<Extract<keyof ApplicantRow, BankColumns>>().toBeNever();
  expectTypeOf<Extract<keyof RowOf<typeof findApplicationByTokenHash>, BankColumns>>().toBeNever();
});
