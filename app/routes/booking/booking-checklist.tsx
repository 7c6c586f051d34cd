import { ChevronDownIcon } from '../../components/layout/icons.tsx';
import { BOOKING_CHECKLIST } from '../../content/booking-checklist.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { DOCUMENT_LABELS } from './booking-fields.ts';

/**
 * What to gather before starting, on the booking's first screen: each document named as its
 * upload is, with what exactly it must show. A native disclosure, open at first, so it works before
 * the scripts and folds away once read. The words are the business's (app/content).
 */
export function BookingChecklist() {
  const { t, language } = useI18n();
  const checklist = BOOKING_CHECKLIST[language];
  return (
    <details open className="group rounded-md border-2 border-navy-100 bg-white p-4 text-navy-900">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 [&::-webkit-details-marker]:hidden">
        <h2 className="text-xl font-bold">{checklist.title}</h2>
        <ChevronDownIcon className="size-5 shrink-0 text-navy-700 transition-transform group-open:rotate-180" />
      </summary>
      <p className="mt-2 text-slate-700">{checklist.intro}</p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="checklist-documents">
          <h3 id="checklist-documents" className="text-lg font-bold">
            {checklist.documentsTitle}
          </h3>
          <ul className="mt-2 list-disc space-y-3 pl-5">
            {checklist.documents.map((document) => (
              <li key={document.kind}>
                <span className="font-semibold">{t(DOCUMENT_LABELS[document.kind])}</span>
                <ul className="mt-1 space-y-1 text-slate-700">
                  {document.needs.map((need) => (
                    <li key={need.text}>
                      {need.label ? (
                        <span className="font-semibold text-navy-900">
                          {t('wizard.checklist.needLabel', { label: need.label })}{' '}
                        </span>
                      ) : null}
                      {need.text}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="checklist-other">
          <h3 id="checklist-other" className="text-lg font-bold">
            {checklist.otherTitle}
          </h3>
          <ul className="mt-2 list-disc space-y-3 pl-5">
            {checklist.other.map((item) => (
              <li key={item.title}>
                <span className="font-semibold">{item.title}</span>
                <p className="mt-1 text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </details>
  );
}
