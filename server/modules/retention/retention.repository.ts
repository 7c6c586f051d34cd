import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * Applications still kept whole whose retention has run out by `cutoff`: a rejected one counted
 * from its decision, an accepted one from the end of its tenancy (its move-out date). A tenant
 * with no move-out date still parks with us, however long ago the acceptance was.
 */
export async function findApplicationsDueForAnonymising(db: Kysely<Database>, cutoff: string, limit: number) {
  const cutoffDay = cutoff.slice(0, 10);
  return db
    .selectFrom('applications')
    .select(['id', 'decided_at', 'move_out_date'])
    .where('anonymised_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'rejected'), eb('decided_at', '<', cutoff)]),
        eb.and([
          eb('status', '=', 'accepted'),
          eb('move_out_date', 'is not', null),
          eb('move_out_date', '<', cutoffDay),
        ]),
      ]),
    )
    .orderBy('decided_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findDocumentStorageKeys(db: Kysely<Database>, applicationId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('documents')
    .select('storage_key')
    .where('application_id', '=', applicationId)
    .execute();
  // The signed agreements too: their signature pages name the signer.
  const signed = await db
    .selectFrom('agreements')
    .select('signed_storage_key')
    .where('application_id', '=', applicationId)
    .where('signed_storage_key', 'is not', null)
    .execute();
  return [...rows.map((row) => row.storage_key), ...signed.map((row) => row.signed_storage_key ?? '')];
}

/**
 * Empties every personal field of one application, deletes its people (references, landlords), its
 * document rows (every version) and the review's records (links, requests, steps, reminders); what stays is what the business counts: dates, status, yard, equipment
 * counts and rate. True when this call did it (a second runner finds it already done).
 */
export async function anonymiseApplication(
  trx: Transaction<Database>,
  id: number,
  emptyBankNumbersSealed: string,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('applications')
    .set({
      company_name: '',
      cvor_or_usdot: '',
      previous_landlords_note: '',
      first_name: '',
      middle_name: '',
      last_name: '',
      phone_number: '',
      email: '',
      street_address: '',
      apt_unit_number: '',
      city: '',
      postal_zip_code: '',
      bounced_check_explanation: '',
      last_bounced_check_or_missed_payment: '',
      bank_name: '',
      bank_numbers_sealed: emptyBankNumbersSealed,
      decision_reason: null,
      insurance_expires_on: null,
      corrections_requested_at: null,
      anonymised_at: now,
    })
    .where('id', '=', id)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await trx.deleteFrom('application_references').where('application_id', '=', id).execute();
  await trx.deleteFrom('application_previous_landlords').where('application_id', '=', id).execute();
  // Every version of every document (earlier ones a correction replaced too), its private links,
  // its review's steps and requests (their reasons are free text), and its reminders.
  await trx.deleteFrom('documents').where('application_id', '=', id).execute();
  await trx.deleteFrom('application_status_tokens').where('application_id', '=', id).execute();
  await trx.deleteFrom('correction_requests').where('application_id', '=', id).execute();
  await trx.deleteFrom('application_events').where('application_id', '=', id).execute();
  await trx.deleteFrom('insurance_reminders').where('application_id', '=', id).execute();
  // An erased customer's pass opens no gate.
  await trx
    .updateTable('access_passes')
    .set({ revoked_at: now, revoked_reason: 'Personal data erased' })
    .where('application_id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  // Who signed and from where goes; the hashes and dates stay, so a signed copy still verifies.
  await trx
    .updateTable('agreements')
    .set({
      signer_name: null,
      signer_title: null,
      signer_ip: null,
      signer_agent: null,
      signature_drawing: null,
      signed_storage_key: null,
    })
    .where('application_id', '=', id)
    .execute();
  return true;
}

export async function deleteContactMessagesCreatedBefore(
  db: Kysely<Database>,
  cutoff: string,
): Promise<{ enquiries: number; jobApplications: number }> {
  const enquiries = await db.deleteFrom('contact_enquiries').where('created_at', '<', cutoff).executeTakeFirst();
  const jobs = await db.deleteFrom('contact_job_applications').where('created_at', '<', cutoff).executeTakeFirst();
  return { enquiries: Number(enquiries.numDeletedRows), jobApplications: Number(jobs.numDeletedRows) };
}

/** Mail already delivered (or given up on) keeps its personal content no longer than needed. */
export async function deleteFinishedMailCreatedBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
