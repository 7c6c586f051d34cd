import { useEffect, useRef, useState, type RefObject } from 'react';
import { z } from 'zod';
import type { FieldError } from '../../../domain/api-error.schema.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { postJson } from '../../lib/api-client.ts';
import { refusalText } from './status-refusal.ts';

/** What the page thanks the applicant for once the server took one of their answers. */
export type AnswerMessage = Extract<
  MessageKey,
  | 'status.correctionsSent'
  | 'status.offerAccepted'
  | 'status.offerDeclined'
  | 'status.noticeGiven'
  | 'status.agreementSigned'
>;

type Failure = { message: string } | undefined;

/** Each answer (an offer's, a notice, a signature) says more, which the page reloads anyway. */
const TakenSchema = z.object({ isSuccess: z.literal(true) });

export interface ApplicantAnswer {
  /** Sent and not refused: the buttons stay inactive until the page shows the new stage. */
  sending: boolean;
  failure: Failure;
  failureRef: RefObject<HTMLParagraphElement | null>;
  /**
   * Posts `body` to `path`; true once the server took it. `showAtFields` may show the field
   * messages at their fields and say so, and the alert is then left out.
   */
  send: (path: string, body: object, showAtFields?: (problems: readonly FieldError[]) => boolean) => Promise<boolean>;
}

/** One of the applicant's answers to the company (accept, decline, notice) and its refusal in words. */
export function useApplicantAnswer(): ApplicantAnswer {
  const { t, language } = useI18n();
  const [sending, setSending] = useState(false);
  // A ref as well: a second press before the next render must not send twice.
  const inFlight = useRef(false);
  // A new object for each refusal, so the same message refused twice is focused twice.
  const [failure, setFailure] = useState<Failure>();
  const failureRef = useRef<HTMLParagraphElement>(null);

  // Read out at once (role=alert), and focused once React has put it on the page so keyboard users find it.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  async function send(path: string, body: object, showAtFields?: (problems: readonly FieldError[]) => boolean) {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSending(true);
    setFailure(undefined);
    const result = await postJson(path, body, TakenSchema);
    if (result.status === 'success') return true;
    inFlight.current = false;
    setSending(false);
    if (result.status === 'offline') setFailure({ message: t('status.answer.offline') });
    else if (!showAtFields?.(result.error.errors ?? [])) setFailure({ message: refusalText(result, language) });
    return false;
  }

  return { sending, failure, failureRef, send };
}

/** The refusal of an answer, where the buttons are: announced, and focusable for the focus to go to it. */
export function AnswerFailure({
  failure,
  failureRef,
}: {
  failure: Failure;
  failureRef: RefObject<HTMLParagraphElement | null>;
}) {
  if (!failure) return null;
  return (
    <p
      ref={failureRef}
      role="alert"
      tabIndex={-1}
      className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800"
    >
      {failure.message}
    </p>
  );
}
