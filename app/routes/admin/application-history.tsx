import type { AuditEvent } from '../../../domain/admin.schema.ts';
import { DOCUMENT_KINDS } from '../../../domain/documents.ts';
import { formatDateTime } from './admin-format.ts';

const ACTION_TEXT: Record<string, string> = {
  application_accepted: 'Accepted',
  application_rejected: 'Rejected',
  document_viewed: 'Document viewed',
  bank_details_revealed: 'Bank details revealed',
};

function describe(event: AuditEvent): string {
  const base =
    ACTION_TEXT[event.action] ?? event.action.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());
  const kind = event.details.kind;
  const document = typeof kind === 'string' ? DOCUMENT_KINDS.find((entry) => entry.kind === kind) : undefined;
  const what = document ? `: ${document.label}` : '';
  const reason =
    typeof event.details.reason === 'string' && event.details.reason ? ` (reason: ${event.details.reason})` : '';
  const who = event.adminUserName ? ` by ${event.adminUserName}` : '';
  return `${base}${what}${who}${reason}`;
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
      {events.map((event, index) => (
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
