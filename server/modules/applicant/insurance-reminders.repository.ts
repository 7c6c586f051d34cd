import type { Executor } from '../../db/executor.ts';

/**
 * Accepted customers whose certificate expires in [from, to] (YYYY-MM-DD) and who have not yet had
 * the reminder of `daysBefore` for that expiry date.
 */
export async function findCustomersDueForReminder(
  db: Executor,
  window: { from: string; to: string; daysBefore: number },
) {
  return db
    .selectFrom('applications')
    .select(['id', 'reference', 'first_name', 'last_name', 'email', 'insurance_expires_on', 'language'])
    .where('status', '=', 'accepted')
    .where('anonymised_at', 'is', null)
    .where('insurance_expires_on', '>=', window.from)
    .where('insurance_expires_on', '<=', window.to)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('insurance_reminders')
            .select('insurance_reminders.application_id')
            .whereRef('insurance_reminders.application_id', '=', 'applications.id')
            .whereRef('insurance_reminders.expires_on', '=', 'applications.insurance_expires_on')
            .where('insurance_reminders.days_before', '=', window.daysBefore),
        ),
      ),
    )
    .orderBy('insurance_expires_on')
    .orderBy('id')
    .execute();
}

/**
 * Records that a reminder goes out. The primary key lets one insert win: a second runner (another
 * server, or a run racing this one) inserts nothing and sends nothing. True for the winner.
 */
export async function claimReminder(
  db: Executor,
  reminder: { applicationId: number; expiresOn: string; daysBefore: number; sentAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('insurance_reminders')
    .values({
      application_id: reminder.applicationId,
      expires_on: reminder.expiresOn,
      days_before: reminder.daysBefore,
      sent_at: reminder.sentAt,
    })
    .onConflict((conflict) => conflict.columns(['application_id', 'expires_on', 'days_before']).doNothing())
    .returning('application_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
