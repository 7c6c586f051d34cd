import { useI18n } from '../../i18n/i18n.tsx';

const primaryClassName =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800';
const bookClassName =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-gold-400 px-8 text-lg font-bold text-navy-950 hover:bg-gold-300';
const secondaryClassName =
  'inline-flex min-h-11 items-center justify-center rounded-md border-2 border-navy-900 bg-white px-6 font-semibold text-navy-900 hover:bg-navy-50';

/** Back and Next move one step; the last step has Book, which submits the whole form. */
export function StepActions({
  isFirst,
  isLast,
  sending,
  failure,
  onBack,
  onNext,
}: {
  isFirst: boolean;
  isLast: boolean;
  /** Book was pressed and the answer has not come yet. */
  sending: boolean;
  /** Why the last Book failed, when it was not answers refused one by one (those are in the summary). */
  failure: string | undefined;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      {failure ? (
        <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {isFirst ? (
          <span />
        ) : (
          <button type="button" onClick={onBack} className={secondaryClassName}>
            {t('booking.actions.back')}
          </button>
        )}
        {/* Distinct keys: were React to turn the clicked Next button into the submit button in
            place, the browser's default action for that same click would submit the form. */}
        {isLast ? (
          <button
            key="book"
            type="submit"
            aria-disabled={sending || undefined}
            className={`${bookClassName}${sending ? ' cursor-wait' : ''}`}
          >
            {sending ? t('booking.actions.sending') : t('booking.actions.book')}
          </button>
        ) : (
          <button key="next" type="button" onClick={onNext} className={primaryClassName}>
            {t('booking.actions.next')}
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {sending ? t('booking.actions.sendingStatus') : ''}
      </p>
    </div>
  );
}
