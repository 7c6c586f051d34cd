import { type FormEvent, type ReactNode, type RefObject, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Honeypot } from '../../../components/ui/honeypot.tsx';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { type SubmissionState, useSubmission } from '../../../lib/submission.ts';
import { attentionMessage, CONTACT_FORM_PATHS, type ContactFormKind, type ContactSent } from './send-contact-form.ts';

/**
 * What both Contact page forms are around their own fields: the note on why the details are asked,
 * the fields in two columns from md up, the honeypot and the button. Never disabled: it is a real
 * form that posts to our endpoint without scripts (the server answers with a page), and what is
 * typed before hydration is kept (app/lib/early-input.ts). Once React owns it, the schema checks
 * it instead of the browser (`noValidate`), with its messages under each field, and the checked
 * values go to the page's clientAction (send-contact-form.ts). Success empties the form; the
 * server's messages for single answers go under them, the first one focused.
 */
export function ContactFormFrame<Values extends FieldValues, Output>({
  kind,
  headingId,
  form,
  formRef,
  purpose,
  requiredNote = 'contact.required',
  honeypot,
  label,
  sendingLabel,
  children,
}: {
  kind: ContactFormKind;
  headingId: string;
  form: UseFormReturn<Values, unknown, Output>;
  formRef: RefObject<HTMLFormElement | null>;
  /** Why the details are asked for, after "All fields are required". */
  purpose: string;
  /** Which fields are required, said before the purpose: all of them unless the form says otherwise. */
  requiredNote?: 'contact.required' | 'contact.enquiry.required';
  honeypot: { id: string; field: UseFormRegisterReturn };
  label: string;
  sendingLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const { language } = useI18n();
  const submission = useSubmission<ContactSent>({
    // Back to the form's default (empty) values; with no argument react-hook-form also resets the
    // DOM form, so a number box left unset by the defaults is emptied too.
    onDone: () => form.reset(),
    onFailed: ({ fieldErrors }) => {
      for (const fieldError of fieldErrors) {
        form.setError(fieldError.path as Path<Values>, { type: 'server', message: fieldError.message });
      }
      if (fieldErrors[0]) form.setFocus(fieldErrors[0].path as Path<Values>);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A second press while sending does nothing (and must not post the form natively either).
    if (submission.pending) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(
      (values) => submission.submit({ form: kind, values }),
      (errors) => submission.fail(attentionMessage(Object.keys(errors).length, language)),
    )(event);
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={CONTACT_FORM_PATHS[kind]}
      noValidate={hydrated}
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      className="mt-8 max-w-3xl min-w-0 space-y-6"
    >
      <RequiredNote note={requiredNote} purpose={purpose} />
      <div className="grid gap-6 md:grid-cols-2">{children}</div>
      <Honeypot id={honeypot.id} field={honeypot.field} />
      {/* Posted without scripts, the form tells the server which language to answer in (docs/i18n.md). */}
      <input type="hidden" name="language" value={language} />
      <SubmitArea state={submission.state} label={label} sendingLabel={sendingLabel} />
    </form>
  );
}

type ContactFieldProps = Omit<TextFieldProps, 'label'>;

/**
 * The fields both forms ask the same way (the same labels; the rules are in each form's schema, and
 * the browser's checks come from the schema through `nativeConstraintsOf`, spread in by each form).
 */
export function FullNameField(props: ContactFieldProps) {
  const { t } = useI18n();
  return <TextField label={t('contact.fields.fullName')} required autoComplete="name" {...props} />;
}

export function EmailField(props: ContactFieldProps) {
  const { t } = useI18n();
  return (
    <TextField
      label={t('contact.fields.email')}
      required
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      {...props}
    />
  );
}

export function AddressField(props: ContactFieldProps) {
  const { t } = useI18n();
  return <TextField label={t('contact.fields.address')} required autoComplete="address-line1" {...props} />;
}

/** False in the prerendered HTML and the first render, true once React owns the form. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const SUBMIT_BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-md bg-navy-900 px-8 text-lg font-bold text-white ' +
  'hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-900';

/**
 * The button and what became of the last press: a failure is an alert (it keeps the answers), a
 * success is announced through the status region, which is always in the page so that screen
 * readers notice its text change.
 */
function SubmitArea({
  state,
  label,
  sendingLabel,
}: {
  state: SubmissionState<ContactSent>;
  label: string;
  sendingLabel: string;
}) {
  const sending = state.status === 'sending';
  return (
    <div className="space-y-4">
      {state.status === 'failed' ? (
        <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {state.message}
        </p>
      ) : null}
      <div role="status">
        {state.status === 'done' ? (
          <p className="rounded-md border-2 border-green-800 bg-green-50 p-3 font-semibold text-green-900">
            {state.data.message}
          </p>
        ) : sending ? (
          <span className="sr-only">{sendingLabel}</span>
        ) : null}
      </div>
      <button
        type="submit"
        aria-disabled={sending || undefined}
        className={`${SUBMIT_BUTTON}${sending ? ' cursor-wait opacity-80' : ''}`}
      >
        {sending ? sendingLabel : label}
      </button>
    </div>
  );
}

/** Says why the details are asked for (PIPEDA: collect only what the purpose needs, and say so). */
function RequiredNote({ note, purpose }: { note: 'contact.required' | 'contact.enquiry.required'; purpose: string }) {
  const { rich } = useI18n();
  return (
    <p className="text-sm text-slate-700">
      {rich(note, {
        purpose,
        mark: (text) => <span className="font-bold text-red-700">{text}</span>,
      })}
    </p>
  );
}
