import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { type ContactReceived, ContactReceivedSchema } from '../../../../domain/contact-fields.schema.ts';
import { type ApiResult, isBrowserOffline, postJson } from '../../../lib/api-client.ts';
import { formatRetryWait } from '../../../lib/retry-wait.ts';

export const OFFLINE_MESSAGE =
  'You seem to be offline, so nothing was sent. Your answers are still here: press the button again when you have a signal.';

export type ContactSubmissionState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string };

function attentionMessage(count: number): string {
  return count === 1
    ? 'One answer needs your attention: its message is shown under it.'
    : `${count} answers need your attention: each message is shown under its answer.`;
}

/**
 * Sends one Contact page form and waits for the answer (the original reset the form at once and
 * said nothing, DESIGN.md §9). Success empties the form and says so; any failure keeps every value
 * and says what to do. A second press while sending does nothing.
 */
export function useContactSubmission<Values extends FieldValues, Output>({
  form,
  path,
  fields,
  successMessage,
  noun,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  path: string;
  /** The form's fields, in order: server messages for them are shown under them. */
  fields: readonly NoInfer<Path<Values>>[];
  successMessage: (sent: Output) => string;
  /** What is sent, for the failure message: "Your message was not sent." */
  noun: 'message' | 'application';
}) {
  const [state, setState] = useState<ContactSubmissionState>({ status: 'idle' });
  const sending = useRef(false);

  const send = useCallback(
    async (values: Output) => {
      if (sending.current) return;
      if (isBrowserOffline()) {
        setState({ status: 'failed', message: OFFLINE_MESSAGE });
        return;
      }
      sending.current = true;
      setState({ status: 'sending' });
      let result: ApiResult<ContactReceived>;
      try {
        result = await postJson(path, values, ContactReceivedSchema);
      } finally {
        sending.current = false;
      }
      if (result.status === 'success') {
        // Back to the form's default (empty) values; with no argument react-hook-form also resets
        // the DOM form, so a number box left unset by the defaults is emptied too.
        form.reset();
        setState({ status: 'sent', message: successMessage(values) });
        return;
      }
      if (result.status === 'offline') {
        setState({ status: 'failed', message: OFFLINE_MESSAGE });
        return;
      }
      const { error, retryAfterSeconds } = result;
      const known = (error.errors ?? []).filter((fieldError) => fields.includes(fieldError.path as Path<Values>));
      if (known.length > 0) {
        for (const fieldError of known) {
          form.setError(fieldError.path as Path<Values>, { type: 'server', message: fieldError.message });
        }
        const first = fields.find((name) => known.some((fieldError) => fieldError.path === name));
        if (first) form.setFocus(first);
        setState({ status: 'failed', message: attentionMessage(known.length) });
        return;
      }
      const wait =
        retryAfterSeconds === undefined ? '' : ` Please wait ${formatRetryWait(retryAfterSeconds)} and try again.`;
      setState({
        status: 'failed',
        message: `Your ${noun} was not sent. ${error.message}${wait} Your answers are still here.`,
      });
    },
    [fields, form, noun, path, successMessage],
  );

  const invalid = useCallback((errors: FieldErrors<Values>) => {
    setState({ status: 'failed', message: attentionMessage(Object.keys(errors).length) });
  }, []);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (sending.current) {
        event.preventDefault();
        return;
      }
      void form.handleSubmit(send, invalid)(event);
    },
    [form, invalid, send],
  );

  return { state, onSubmit };
}
