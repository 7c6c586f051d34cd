import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';

const agreementColumns = expressionBuilder<Database, 'agreements'>();

/** The customer has not signed this version yet. */
export function awaitingSignature(): Expression<SqlBool> {
  return agreementColumns('agreements.signed_at', 'is', null);
}

/**
 * The customer signed this version and the company has not: the one place that says so in SQL, so
 * a countersignature recorded on the agreement ends the wait for every list that reads this.
 */
export function awaitingCountersignature(): Expression<SqlBool> {
  return agreementColumns.and([
    agreementColumns('agreements.signed_at', 'is not', null),
    agreementColumns('agreements.countersigned_at', 'is', null),
  ]);
}

/**
 * The versions in force of accepted applications whose personal data is kept, with who they are
 * for. A version stops being in force when a newer one supersedes it, and an application reopened
 * or erased has nothing left to sign: none of these waits for anyone.
 */
function agreementsInForce(db: Executor) {
  return db
    .selectFrom('agreements')
    .innerJoin('applications', 'applications.id', 'agreements.application_id')
    .select([
      'applications.id',
      'applications.reference',
      'applications.first_name',
      'applications.last_name',
      'applications.status',
      'applications.corrections_requested_at',
    ])
    .where('agreements.superseded_at', 'is', null)
    .where('applications.status', '=', 'accepted')
    .where('applications.anonymised_at', 'is', null);
}

/** Agreements the customer has yet to sign, the longest waiting first, `date` when each was made. */
export async function findAgreementsAwaitingSignature(db: Executor) {
  return agreementsInForce(db)
    .select('agreements.created_at as date')
    .where(awaitingSignature())
    .orderBy('agreements.created_at')
    .orderBy('applications.id')
    .execute();
}

/** Agreements the customer signed and the company has yet to, the longest waiting first, `date` when signed. */
export async function findAgreementsAwaitingCountersignature(db: Executor) {
  return agreementsInForce(db)
    .select('agreements.signed_at as date')
    .where(awaitingCountersignature())
    .orderBy('agreements.signed_at')
    .orderBy('applications.id')
    .execute();
}
