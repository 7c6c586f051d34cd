import type { ApplicantStatus } from '../../../domain/applicant-status.schema.ts';

const LOOKS: Record<ApplicantStatus, string> = {
  Pending: 'border-gold-700 bg-gold-100 text-navy-950',
  CorrectionsRequested: 'border-navy-700 bg-navy-50 text-navy-950',
  Waitlisted: 'border-slate-600 bg-slate-100 text-slate-900',
  Offered: 'border-green-800 bg-white text-green-900',
  Accepted: 'border-green-800 bg-green-50 text-green-900',
  Rejected: 'border-red-700 bg-red-50 text-red-800',
  OfferDeclined: 'border-slate-500 bg-white text-slate-700',
};

const WORDS: Record<ApplicantStatus, string> = {
  Pending: 'Pending review',
  CorrectionsRequested: 'Corrections requested',
  Waitlisted: 'Waitlisted',
  Offered: 'Spaces offered',
  Accepted: 'Accepted',
  Rejected: 'Rejected',
  OfferDeclined: 'Offer declined',
};

/**
 * The status in words (never colour alone), with the wording the lists use. Callers pass the
 * review status where the answer has one, so "Corrections requested" shows apart from
 * pending review.
 */
export function StatusBadge({ status }: { status: ApplicantStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full border-2 px-3 py-0.5 text-sm font-bold ${LOOKS[status]}`}>
      {WORDS[status]}
    </span>
  );
}
