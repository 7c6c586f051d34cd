import type { ApplicantStatusView } from '../../../domain/applicant-status.schema.ts';
import { type I18n, useI18n } from '../../i18n/i18n.tsx';

/**
 * When an offer lapses, to the minute in the company's time zone, in the page's locale: it lapses
 * at an hour, so a day alone would leave the applicant guessing on the last day.
 */
function formatDeadline(iso: string, intl: I18n['intl']): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : intl.formatDate(date, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' });
}

/** A waitlisted application's place in its yard's line, or until when the offered spaces are held. */
export function StatusStageDetail({
  view,
}: {
  view: Pick<ApplicantStatusView, 'stage' | 'position' | 'offerExpiresAt'>;
}) {
  const { t, rich, intl } = useI18n();
  const { stage, position, offerExpiresAt } = view;
  if (stage === 'Waitlisted' && position !== null) {
    return (
      <p className="mt-4 font-semibold" data-testid="status-stage-detail">
        {t('status.waitlist.position', { position })}
      </p>
    );
  }
  if (stage === 'Offered' && offerExpiresAt) {
    return (
      <p className="mt-4 font-semibold" data-testid="status-stage-detail">
        {rich('status.offer.holdsUntil', {
          date: () => <time dateTime={offerExpiresAt}>{formatDeadline(offerExpiresAt, intl)}</time>,
        })}
      </p>
    );
  }
  return null;
}
