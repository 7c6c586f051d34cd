import { useEffect, useRef, useState, type FormEvent } from 'react';
import { APPLICANT_API } from '../../../domain/applicant-status.schema.ts';
import { dateSchema } from '../../../domain/common-fields.schema.ts';
import { NOTICE_MIN_DAYS } from '../../../domain/yards.schema.ts';
import { DateField } from '../../components/ui/date-field.tsx';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { AnswerFailure, useApplicantAnswer } from './status-answer.tsx';
import { PRIMARY_BUTTON } from './status-buttons.ts';
import { formatCalendarDate } from './status-dates.ts';

const FIELD_ID = 'notice-move-out-date';
const SECTION = 'rounded-lg border-2 border-navy-900 bg-white p-4 md:p-6';
const HEADING = 'text-xl font-bold text-navy-900';

/**
 * An accepted customer's move-out: the form to give notice while none is given, then the day they
 * named. Nothing while neither applies (the server sends no earliest day then).
 */
export function StatusNotice({
  token,
  moveOutDate,
  earliestMoveOutDate,
  onGiven,
}: {
  token: string;
  moveOutDate: string | null;
  earliestMoveOutDate: string | null;
  onGiven: () => void;
}) {
  if (moveOutDate) return <NoticeGiven moveOutDate={moveOutDate} />;
  if (earliestMoveOutDate) return <NoticeForm token={token} earliest={earliestMoveOutDate} onGiven={onGiven} />;
  return null;
}

function NoticeGiven({ moveOutDate }: { moveOutDate: string }) {
  const { t, rich, intl } = useI18n();
  return (
    <section aria-labelledby="notice-heading" className={SECTION}>
      <h2 id="notice-heading" className={HEADING}>
        {t('status.notice.givenTitle')}
      </h2>
      <p className="mt-1">
        {rich('status.notice.given', {
          date: () => <time dateTime={moveOutDate}>{formatCalendarDate(moveOutDate, intl)}</time>,
        })}
      </p>
    </section>
  );
}

/** The day to send, or why `value` cannot be sent: the server would refuse it for the same reasons. */
function checkMoveOutDate(value: string, earliest: string): { moveOutDate: string } | { problem: MessageKey } {
  if (value.trim() === '') return { problem: 'status.notice.missing' };
  const parsed = dateSchema('').safeParse(value);
  if (!parsed.success) return { problem: 'status.notice.malformed' };
  // Both are YYYY-MM-DD: their text sorts as the days do.
  return parsed.data < earliest ? { problem: 'status.notice.tooEarly' } : { moveOutDate: parsed.data };
}

function NoticeForm({ token, earliest, onGiven }: { token: string; earliest: string; onGiven: () => void }) {
  const { t, intl } = useI18n();
  const answer = useApplicantAnswer();
  const [value, setValue] = useState('');
  // A new object each time, so the same message given twice moves focus twice.
  const [error, setError] = useState<{ message: string } | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const earliestText = formatCalendarDate(earliest, intl);

  // Focus goes to the field once its message is on the page and tied to it, so it is read with it.
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkMoveOutDate(value, earliest);
    if ('problem' in checked) {
      setError({ message: t(checked.problem, { date: earliestText, days: NOTICE_MIN_DAYS }) });
      return;
    }
    const taken = await answer.send(APPLICANT_API.notice(token), checked, (problems) => {
      // The server's own word on the date goes to the field (translated there), as the checks above do.
      const own = problems.find((entry) => entry.path === 'moveOutDate');
      if (own) setError({ message: own.message });
      return own !== undefined;
    });
    if (taken) onGiven();
  }

  return (
    <section aria-labelledby="notice-heading" className={SECTION}>
      <h2 id="notice-heading" className={HEADING}>
        {t('status.notice.title')}
      </h2>
      <form noValidate onSubmit={(event) => void send(event)} className="mt-3 space-y-4">
        <DateField
          ref={inputRef}
          id={FIELD_ID}
          label={t('status.notice.label')}
          help={t('status.notice.hint', { days: NOTICE_MIN_DAYS, date: earliestText })}
          required
          min={earliest}
          value={value}
          error={error?.message}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
        <button type="submit" aria-disabled={answer.sending || undefined} className={PRIMARY_BUTTON}>
          {answer.sending ? t('status.notice.sending') : t('status.notice.send')}
        </button>
      </form>
      <AnswerFailure failure={answer.failure} failureRef={answer.failureRef} />
    </section>
  );
}
