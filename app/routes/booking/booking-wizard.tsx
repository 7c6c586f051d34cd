import { useCallback, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { FieldError } from '../../../domain/api-error.schema.ts';
import type { Booking, BookingInput } from '../../../domain/booking.schema.ts';
import type { DocumentField } from '../../../domain/documents.ts';
import { Honeypot } from '../../components/ui/honeypot.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { HIDDEN_WHILE_RESTORING, SHOWN_WHILE_RESTORING } from '../../lib/restoring-mark.ts';
import { unplacedMessage, useSubmission } from '../../lib/submission.ts';
import { BankNumbersQuestion, missingBankNumbers, type BankNumberField } from './bank-numbers-question.tsx';
import { BookingErrorSummary } from './booking-error-summary.tsx';
import { bookingWizardResolver } from './booking-wizard-schema.ts';
import { fieldsOfStep, findField, LAST_STEP, type StepIndex } from './booking-fields.ts';
import { createEmptyBookingValues, toBookingPayload } from './booking-form-values.ts';
import { placeServerProblems, problemsOfCheck, type Problems } from './booking-problems.ts';
import { CurrentStep } from './current-step.tsx';
import { DraftNote } from './draft-note.tsx';
import { StepActions } from './step-actions.tsx';
import { StepList } from './step-list.tsx';
import { useDocumentUploads } from './use-document-uploads.ts';
import { useRestoredBooking } from './use-restored-booking.ts';
import { useStepFocus, type FocusTarget } from './use-step-focus.ts';

/**
 * The Online Booking form: one react-hook-form over the whole BookingSchema, shown one step at a
 * time (BookingWizardSchema: the booking as our wizard asks it). Values of the hidden steps stay in
 * the form (nothing unregisters), so any step can be opened in any order and Book checks
 * everything. Book sends through the page's clientAction (send-booking.ts), which leads to the
 * confirmation once the booking arrived.
 */
export function BookingWizard() {
  const { t, rich, language } = useI18n();
  const form = useForm<BookingInput, unknown, Booking>({
    resolver: bookingWizardResolver,
    mode: 'onTouched',
    defaultValues: createEmptyBookingValues(),
    // Focus is ours to move (use-step-focus.ts).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<StepIndex>(0);
  // The summary of problems, shown from the first refused Book on; `others` match no field.
  const [summary, setSummary] = useState<{ others: FieldError[] } | null>(null);
  // Bank numbers left empty, asked about at Book (bank-numbers-question.tsx); once answered "send
  // without them", Book sends.
  const [bankQuestion, setBankQuestion] = useState<BankNumberField[] | null>(null);
  const sendWithoutBankNumbers = useRef(false);
  const { headingRef, summaryRef, requestFocus } = useStepFocus(form);

  const goToStep = useCallback(
    (next: StepIndex, focus: FocusTarget = 'heading') => {
      setStep(next);
      setBankQuestion(null);
      requestFocus(focus);
    },
    [requestFocus],
  );

  const uploads = useDocumentUploads((field: DocumentField, reference: string) => {
    const uploaded = reference !== '';
    form.setValue(`personalInfo.${field}`, reference, {
      shouldDirty: true,
      shouldTouch: uploaded,
      shouldValidate: uploaded,
    });
  });
  const draft = useRestoredBooking({ form, formRef, step, uploads, onStep: setStep });

  function showProblems({ firstStep, others }: Problems) {
    setSummary({ others });
    goToStep(firstStep ?? step, 'summary');
  }

  function clear() {
    draft.discard();
    uploads.clearAll();
    form.reset(createEmptyBookingValues());
  }

  const booking = useSubmission({
    // Arrived: nothing is kept on this device any more; the answer then leads to the confirmation.
    onDone: clear,
    onFailed: ({ fieldErrors }) => {
      if (fieldErrors.length > 0) showProblems(placeServerProblems(form, fieldErrors));
    },
  });

  function send(valid: Booking) {
    const missing = missingBankNumbers(valid);
    if (missing.length > 0 && !sendWithoutBankNumbers.current) {
      setBankQuestion(missing);
      return;
    }
    setBankQuestion(null);
    booking.submit(toBookingPayload(valid, language));
  }

  function check(event?: FormEvent<HTMLFormElement>) {
    setSummary((current) => (current ? { others: [] } : current));
    void form.handleSubmit(send, (errors) => {
      setBankQuestion(null);
      showProblems(problemsOfCheck(errors));
    })(event);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Only Book submits; Enter in a field of an earlier step must not check the whole form.
    if (booking.pending || step !== LAST_STEP) {
      event.preventDefault();
      return;
    }
    check(event);
  }

  function addBankNumbers(missing: readonly BankNumberField[]) {
    setBankQuestion(null);
    const first = missing[0] ?? 'contact';
    goToStep(findField(`bankingInfo.${first}`)?.step ?? 1, { path: `bankingInfo.${first}` });
  }

  function sendWithout() {
    sendWithoutBankNumbers.current = true;
    if (!booking.pending) check();
  }

  async function goToNextStep() {
    const names = fieldsOfStep(step);
    if (await form.trigger(names)) {
      goToStep(Math.min(step + 1, LAST_STEP) as StepIndex);
      return;
    }
    const invalid = names.filter((name) => form.getFieldState(name).invalid);
    // Touched, so each is checked again as it is typed in (as after Book): its message goes once the
    // answer is right, not when the person leaves the field, which moved Complete from under the
    // finger or pointer on its way to it and lost the press.
    for (const name of invalid) form.setValue(name, form.getValues(name), { shouldTouch: true });
    const [firstInvalid] = invalid;
    if (firstInvalid) requestFocus({ path: firstInvalid });
  }

  function selectProblem(path: string) {
    const field = findField(path);
    if (field) goToStep(field.step, { path });
  }

  function startOver() {
    clear();
    setSummary(null);
    setBankQuestion(null);
    sendWithoutBankNumbers.current = false;
    goToStep(0);
  }

  return (
    <FormProvider {...form}>
      {/* In place of the form while a booking saved on a later step comes back (restoring-mark.ts). */}
      <p className={`rounded-md bg-navy-50 px-4 py-3 text-navy-900 ${SHOWN_WHILE_RESTORING}`}>
        {t('wizard.restoring')}
      </p>
      {/* Never disabled: what is typed before hydration is kept (app/lib/early-input.ts). POST, so
          that a press of Enter before the scripts run never puts answers into the address. */}
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('booking.form.label')}
        className={`min-w-0 space-y-6 ${HIDDEN_WHILE_RESTORING}`}
      >
        <DraftNote storageWorks={draft.storageWorks} restored={draft.restored} onStartOver={startOver} />
        <StepList current={step} showProblems={summary !== null} onSelect={(next) => goToStep(next)} />
        {summary ? (
          <BookingErrorSummary ref={summaryRef} otherErrors={summary.others} onSelect={selectProblem} />
        ) : null}
        <p className="text-sm text-slate-700">
          {rich('booking.form.requiredNote', {
            star: (text) => <span className="font-bold text-red-700">{text}</span>,
          })}
        </p>
        <CurrentStep key={step} step={step} headingRef={headingRef} uploads={uploads} />
        <Honeypot id="booking-website" field={form.register('website')} />
        {bankQuestion && step === LAST_STEP ? (
          <BankNumbersQuestion
            missing={bankQuestion}
            onAdd={() => addBankNumbers(bankQuestion)}
            onSendWithout={sendWithout}
          />
        ) : null}
        <StepActions
          isFirst={step === 0}
          isLast={step === LAST_STEP}
          sending={booking.pending}
          failure={unplacedMessage(booking.failure)}
          onBack={() => goToStep(Math.max(step - 1, 0) as StepIndex)}
          onNext={() => void goToNextStep()}
        />
      </form>
    </FormProvider>
  );
}
