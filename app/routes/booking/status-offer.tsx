import { useEffect, useRef, useState } from 'react';
import { APPLICANT_API } from '../../../domain/applicant-status.schema.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { AnswerFailure, type AnswerMessage, useApplicantAnswer } from './status-answer.tsx';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from './status-buttons.ts';

/**
 * The spaces held for a waitlisted application: accept them, or decline them. Declining closes the
 * application for good, so it asks again on the page itself (a browser's confirm box is easy to
 * dismiss by reflex and cannot be styled or translated).
 */
export function StatusOffer({ token, onAnswered }: { token: string; onAnswered: (message: AnswerMessage) => void }) {
  const { t } = useI18n();
  const answer = useApplicantAnswer();
  const [confirming, setConfirming] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const declineRef = useRef<HTMLButtonElement>(null);
  // Only a press moves focus: the first render (and the server's) leaves it where it is.
  const pressed = useRef(false);

  // The pressed button is gone once the row changes: focus goes to the question asked, or back to
  // Decline, so keyboard and screen reader users stay where they were.
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    (confirming ? questionRef : declineRef).current?.focus();
  }, [confirming]);

  function askAgain(next: boolean) {
    if (answer.sending) return;
    pressed.current = true;
    setConfirming(next);
  }

  async function accept() {
    if (await answer.send(APPLICANT_API.acceptOffer(token), {})) onAnswered('status.offerAccepted');
  }

  async function decline() {
    if (await answer.send(APPLICANT_API.declineOffer(token), {})) onAnswered('status.offerDeclined');
  }

  const busy = answer.sending || undefined;
  return (
    <section aria-labelledby="offer-heading" className="rounded-lg border-2 border-gold-700 bg-white p-4 md:p-6">
      <h2 id="offer-heading" className="text-xl font-bold text-navy-900">
        {t('status.offer.title')}
      </h2>
      <p className="mt-1">{t('status.offer.intro')}</p>
      {confirming ? (
        <div className="mt-4 space-y-3">
          <p ref={questionRef} tabIndex={-1} className="font-semibold">
            {t('status.offer.confirmDecline')}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" aria-disabled={busy} className={DANGER_BUTTON} onClick={() => void decline()}>
              {answer.sending ? t('status.offer.declining') : t('status.offer.confirmDeclineYes')}
            </button>
            <button type="button" aria-disabled={busy} className={SECONDARY_BUTTON} onClick={() => askAgain(false)}>
              {t('status.offer.keep')}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" aria-disabled={busy} className={PRIMARY_BUTTON} onClick={() => void accept()}>
            {answer.sending ? t('status.offer.accepting') : t('status.offer.accept')}
          </button>
          <button
            ref={declineRef}
            type="button"
            aria-disabled={busy}
            className={SECONDARY_BUTTON}
            onClick={() => askAgain(true)}
          >
            {t('status.offer.decline')}
          </button>
        </div>
      )}
      <AnswerFailure failure={answer.failure} failureRef={answer.failureRef} />
    </section>
  );
}
