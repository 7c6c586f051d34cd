import type { ApplicantStatusView } from '../../../domain/applicant-status.schema.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { formatStatusDate } from './status-dates.ts';

/** The documents we hold for the application (the latest version of each), with the day each came in. */
export function StatusDocuments({ documents }: { documents: ApplicantStatusView['documents'] }) {
  const { t, rich, intl } = useI18n();
  return (
    <section aria-labelledby="status-documents-heading" className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <h2 id="status-documents-heading" className="text-xl font-bold text-navy-900">
        {t('status.documents.title')}
      </h2>
      {documents.length === 0 ? (
        <p className="mt-3">{t('status.documents.none')}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {documents.map((document) => (
            <li key={document.kind} className="flex flex-wrap gap-x-3">
              <span className="font-semibold">{t(`booking.documents.${document.kind}` as const)}</span>
              <span className="text-slate-700">
                {rich('status.documents.received', {
                  date: () => <time dateTime={document.receivedAt}>{formatStatusDate(document.receivedAt, intl)}</time>,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
