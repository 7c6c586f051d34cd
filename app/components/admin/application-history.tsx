import type { AuditEvent } from '../../../domain/admin.schema.ts';
import { DOCUMENT_KINDS } from '../../../domain/documents.ts';
import { formatDateTime } from './admin-format.ts';

const ACTION_TEXT: Record<string, string> = {
  application_accepted: 'Accepted',
  application_rejected: 'Rejected',
  document_viewed: 'Document viewed',
  bank_details_revealed: 'Bank details revealed',
  // The review's own steps (corrections, reopening, insurance).
  corrections_requested: 'New documents requested',
  corrections_received: 'New documents received from the applicant',
  application_reopened: 'Reopened',
  insurance_expiry_updated: 'Insurance expiry date corrected',
  insurance_reminder_sent: 'Insurance reminder sent',
  insurance_certificate_renewed: 'New insurance certificate received',
  tenancy_ended: 'Tenancy ended',
  notice_given: 'Notice of moving out given by the customer',
  waitlisted: 'Put on the waitlist',
  offer_made: 'Freed spaces offered',
  offer_accepted: 'Offer accepted by the applicant',
  offer_declined: 'Offer declined by the applicant',
  offer_lapsed: 'Offer lapsed unanswered',
  yard_changed: 'Moved to another yard',
  agreement_signed: 'Agreement signed by the customer',
  agreement_countersigned: 'Agreement countersigned: complete',
  agreement_revised: 'Agreement revised: a new version to sign',
  access_pass_issued: 'Access pass issued',
  access_pass_revoked: 'Access pass revoked',
  access_pass_reissued: 'Access pass reissued with a new code',
};

function describe(event: AuditEvent): string {
  const base =
    ACTION_TEXT[event.action] ?? event.action.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());
  const kind = event.details.kind;
  const document = typeof kind === 'string' ? DOCUMENT_KINDS.find((entry) => entry.kind === kind) : undefined;
  const thumbnail = event.details.thumbnail === true ? ' (thumbnail)' : '';
  const what = document ? `: ${document.label}${thumbnail}` : '';
  const reason =
    typeof event.details.reason === 'string' && event.details.reason ? ` (reason: ${event.details.reason})` : '';
  const who = event.adminUserName ? ` by ${event.adminUserName}` : '';
  return `${base}${what}${who}${reason}${documentsOf(event)}`;
}

/** The review's steps name documents as `Kind` or `Kind: reason`; shown with the documents' labels. */
function documentsOf(event: AuditEvent): string {
  const documents = event.details.documents;
  if (!Array.isArray(documents) || documents.length === 0) return '';
  const named = documents
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => {
      const [kind = '', ...rest] = entry.split(': ');
      const label = DOCUMENT_KINDS.find((candidate) => candidate.kind === kind)?.label ?? kind;
      return rest.length > 0 ? `${label} (${rest.join(': ')})` : label;
    });
  return named.length > 0 ? ` — ${named.join('; ')}` : '';
}

/** What happened to the application, oldest first, from the audit log. */
export function ApplicationHistory({ createdAt, events }: { createdAt: string; events: readonly AuditEvent[] }) {
  return (
    <ol className="space-y-2">
      <li className="flex flex-wrap gap-x-3">
        <time dateTime={createdAt} className="font-semibold text-slate-700">
          {formatDateTime(createdAt)}
        </time>
        <span>Submitted by the applicant</span>
      </li>
      {/* The submission is the first line already, from the application itself. */}
      {events
        .filter((event) => event.action !== 'application_submitted')
        .map((event, index) => (
          <li key={`${event.occurredAt}-${index}`} className="flex flex-wrap gap-x-3">
            <time dateTime={event.occurredAt} className="font-semibold text-slate-700">
              {formatDateTime(event.occurredAt)}
            </time>
            <span className="[overflow-wrap:anywhere]">{describe(event)}</span>
          </li>
        ))}
    </ol>
  );
}
