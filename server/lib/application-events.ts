import type { Kysely } from 'kysely';
import type { AuditEvent } from '../../domain/admin.schema.ts';
import type { Database } from '../db/database.ts';
import type { Executor } from '../db/executor.ts';

/**
 * The steps of an application's review shown in its history (ADR 030): who, when and why. The
 * audit log keeps the security record (sign-ins, views, decisions); these are the applicant's
 * story, removed with the application's personal data by the retention schedule.
 */
export type ApplicationEventAction =
  | 'corrections_requested'
  | 'corrections_received'
  | 'insurance_certificate_renewed'
  | 'application_reopened'
  | 'insurance_expiry_updated'
  | 'insurance_reminder_sent'
  /** The tenancy ends: its spaces are free from `details.moveOutDate`. */
  | 'tenancy_ended'
  /** The customer gave notice through the status page: `details.moveOutDate`. */
  | 'notice_given'
  /** The yard's waitlist: joined, offered freed spaces, and how the offer ended. */
  | 'waitlisted'
  | 'offer_made'
  | 'offer_accepted'
  | 'offer_declined'
  | 'offer_lapsed'
  /** Moved to another yard (`details.from`, `details.to`). */
  | 'yard_changed'
  /** The customer signed the agreement's `details.version`, whose PDF is `details.sha256`. */
  | 'agreement_signed'
  /** An admin countersigned it: complete; `details.signedSha256` is the signed PDF's. */
  | 'agreement_countersigned'
  /** New rates made a new version (`details.version`) to sign; the earlier one can no longer be. */
  | 'agreement_revised'
  /** The customer's access pass: issued (`details.yard`, `details.validFrom`), revoked (with the reason), reissued. */
  | 'access_pass_issued'
  | 'access_pass_revoked'
  | 'access_pass_reissued';

export interface ApplicationEventInput {
  applicationId: number;
  action: ApplicationEventAction;
  adminId?: number | null;
  reason?: string | null;
  details?: Record<string, string | number | boolean | null | string[]>;
}

export async function recordApplicationEvent(db: Executor, event: ApplicationEventInput, now: Date): Promise<void> {
  await db
    .insertInto('application_events')
    .values({
      application_id: event.applicationId,
      occurred_at: now.toISOString(),
      action: event.action,
      admin_id: event.adminId ?? null,
      reason: event.reason ?? null,
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}

/** An application's steps, oldest first, the reason inside `details` as the audit log has it. */
export async function listApplicationEvents(db: Kysely<Database>, applicationId: number): Promise<AuditEvent[]> {
  const rows = await db
    .selectFrom('application_events')
    .leftJoin('admins', 'admins.id', 'application_events.admin_id')
    .select([
      'application_events.action',
      'application_events.occurred_at',
      'application_events.reason',
      'application_events.details',
      'admins.username',
    ])
    .where('application_events.application_id', '=', applicationId)
    .orderBy('application_events.occurred_at')
    .orderBy('application_events.id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    occurredAt: row.occurred_at,
    adminUserName: row.username,
    details: { ...(JSON.parse(row.details) as Record<string, unknown>), reason: row.reason },
  }));
}
