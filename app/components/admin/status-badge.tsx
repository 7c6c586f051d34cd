import type { ApplicationSummary } from '../../../domain/admin.schema.ts';

const LOOKS: Record<ApplicationSummary['status'], string> = {
  Pending: 'border-gold-700 bg-gold-100 text-navy-950',
  Accepted: 'border-green-800 bg-green-50 text-green-900',
  Rejected: 'border-red-700 bg-red-50 text-red-800',
};

/** The status in words (never colour alone), with the wording the lists use. */
export function StatusBadge({ status }: { status: ApplicationSummary['status'] }) {
  return (
    <span className={`inline-flex items-center rounded-full border-2 px-3 py-0.5 text-sm font-bold ${LOOKS[status]}`}>
      {status === 'Pending' ? 'Pending review' : status}
    </span>
  );
}
