import type { Kysely } from 'kysely';
import type { AuditEvent } from '../../domain/admin.schema.ts';
import type { Database } from '../db/database.ts';
import type { Executor } from '../db/executor.ts';

/**
 * The audit log (docs/security-model.md, Audit): sign-ins, failures, decisions, password changes,
 * document views and bank-detail reveals. Append-only; `details` never holds a secret.
 */
export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'application_accepted'
  | 'application_rejected'
  | 'document_viewed'
  | 'bank_details_revealed'
  /** The retention job destroyed a decided application's documents and bank numbers (docs/retention.md). */
  | 'application_anonymised'
  /** One run of the retention job that removed something, with its counts. */
  | 'retention_applied'
  /** A yard's capacity or published rates set from the dashboard or the API (details: before and after). */
  | 'yard_capacity_changed';

export interface AuditEventInput {
  action: AuditAction;
  adminId?: number | null;
  applicationId?: number | null;
  ip?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

export async function recordAuditEvent(db: Executor, event: AuditEventInput, now: Date): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      occurred_at: now.toISOString(),
      action: event.action,
      admin_id: event.adminId ?? null,
      application_id: event.applicationId ?? null,
      ip: event.ip ?? null,
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}

/** An application's history, oldest first, with the admin's name for each event. */
export async function listApplicationAuditEvents(db: Kysely<Database>, applicationId: number): Promise<AuditEvent[]> {
  const rows = await db
    .selectFrom('audit_events')
    .leftJoin('admins', 'admins.id', 'audit_events.admin_id')
    .select(['audit_events.action', 'audit_events.occurred_at', 'audit_events.details', 'admins.username'])
    .where('audit_events.application_id', '=', applicationId)
    .orderBy('audit_events.occurred_at')
    .orderBy('audit_events.id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    occurredAt: row.occurred_at,
    adminUserName: row.username,
    details: JSON.parse(row.details) as Record<string, unknown>,
  }));
}
