import type { ApplicantStatusView } from '../../../domain/applicant-status.schema.ts';
import { YARD_LOCATIONS } from '../../../domain/locations.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { formatCalendarDate } from './status-dates.ts';

/** What the applicant asked for: the yard (with its town), the move-in date, and how many trucks and trailers. */
export function StatusApplication({ application }: { application: ApplicantStatusView['application'] }) {
  const { t, intl } = useI18n();
  const yard = YARD_LOCATIONS.find((location) => location.label === application.locationAppliedFor);
  return (
    <section aria-labelledby="status-applied-heading" className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <h2 id="status-applied-heading" className="text-xl font-bold text-navy-900">
        {t('status.applied.title')}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('status.applied.yard')}</dt>
        <dd className="[overflow-wrap:anywhere]">
          {yard
            ? t('status.applied.yardWithCity', { yard: yard.label, city: yard.city })
            : application.locationAppliedFor}
        </dd>
        <dt className="font-semibold">{t('status.applied.moveInDate')}</dt>
        <dd>{formatCalendarDate(application.moveInDate, intl)}</dd>
        <dt className="font-semibold">{t('status.applied.vehicles')}</dt>
        <dd>{t('status.applied.vehicleCounts', { trucks: application.trucks, trailers: application.trailers })}</dd>
      </dl>
    </section>
  );
}
