import { useCallback, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import type { FieldError } from '../../../domain/api-error.schema.ts';
import type { Booking, BookingInput } from '../../../domain/booking.schema.ts';
import type { DocumentField } from '../../../domain/documents.ts';
import type { BookingDraft } from '../../lib/booking-draft.ts';
import { applyEarlyInput, takeEarlyInput } from '../../lib/early-input.ts';
import { BankDocumentsStep } from './bank-documents-step.tsx';
import { BookingErrorSummary, flattenErrors } from './booking-error-summary.tsx';
import { bookingWizardResolver } from './booking-wizard-schema.ts';
import {
  BOOKING_STEPS,
  fieldId,
  fieldsOfStep,
  findField,
  LAST_STEP,
  type BookingPath,
  type StepIndex,
} from './booking-fields.ts';
import { createEmptyBookingValues, mergeDraftValues } from './booking-form-values.ts';
import { DraftNote } from './draft-note.tsx';
import { MoveInFleetStep } from './move-in-fleet-step.tsx';
import { PersonalInfoStep } from './personal-info-step.tsx';
import { ReferencesLandlordsStep } from './references-landlords-step.tsx';
import { StepActions } from './step-actions.tsx';
import { StepList } from './step-list.tsx';
import { useBookingDraft } from './use-booking-draft.ts';
import { useBookingSubmission, type BookedApplication } from './use-booking-submission.ts';
import { useDocumentUploads } from './use-document-uploads.ts';

type FocusTarget = 'heading' | 'summary' | { path: string };

/**
 * The Online Booking form: one react-hook-form over the whole BookingSchema, shown one step at a
 * time (BookingWizardSchema: the booking as our
 * wizard asks it). Values of the hidden steps stay in the form (nothing unregisters), so any step can be
 * opened in any order and Book checks everything.
 */
export function BookingWizard({ onBooked }: { onBooked: (booking: BookedApplication) => void }) {
  const form = useForm<BookingInput, unknown, Booking>({
    resolver: bookingWizardResolver,
    mode: 'onTouched',
    defaultValues: createEmptyBookingValues(),
    // Focus is ours to move: to the summary on Book, to the first bad field on Complete.
    shouldFocusError: false,
  });
  const [step, setStep] = useState<StepIndex>(0);
  const [summaryVisible, setSummaryVisible] = useState(false);
  const [otherErrors, setOtherErrors] = useState<FieldError[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; serial: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const requestFocus = useCallback((target: FocusTarget) => {
    setFocusRequest((previous) => ({ target, serial: (previous?.serial ?? 0) + 1 }));
  }, []);

  const goToStep = useCallback(
    (next: StepIndex, focus: FocusTarget = 'heading') => {
      setStep(next);
      requestFocus(focus);
    },
    [requestFocus],
  );

  function focusField(path: string) {
    const before = document.activeElement;
    if (findField(path)) form.setFocus(path as BookingPath);
    if (document.activeElement === before) document.getElementById(fieldId(path))?.focus();
  }

  const moveFocus = useEffectEvent((target: FocusTarget) => {
    if (target === 'heading') headingRef.current?.focus();
    else if (target === 'summary') summaryRef.current?.focus();
    else focusField(target.path);
  });

  useEffect(() => {
    if (focusRequest) moveFocus(focusRequest.target);
  }, [focusRequest]);

  const uploads = useDocumentUploads((field: DocumentField, reference: string) => {
    const uploaded = reference !== '';
    form.setValue(`personalInfo.${field}`, reference, {
      shouldDirty: true,
      shouldTouch: uploaded,
      shouldValidate: uploaded,
    });
  });

  // What was typed before hydration goes back in first (app/lib/early-input.ts), so those fields are
  // dirty when the draft is restored: `keepDirtyValues` keeps them, and the draft fills the rest.
  const typedEarly = useRef(false);
  useEffect(() => {
    const early = takeEarlyInput(formRef.current);
    typedEarly.current = early.length > 0;
    applyEarlyInput(form, early);
  }, [form]);

  const restoreDraft = useCallback(
    (draft: BookingDraft) => {
      const values = mergeDraftValues(draft.values);
      form.reset(values, { keepDirtyValues: true });
      uploads.restore(draft.documents, values.personalInfo ?? {});
      // Someone typing into step 1 before the scripts ran stays on step 1 rather than being moved.
      if (!typedEarly.current) setStep(draft.step as StepIndex);
    },
    [form, uploads],
  );

  const draft = useBookingDraft({ form, step, documents: uploads.savedDocuments, onRestore: restoreDraft });

  const showProblems = useCallback(
    (firstStep: StepIndex | undefined, others: FieldError[]) => {
      setOtherErrors(others);
      setSummaryVisible(true);
      goToStep(firstStep ?? step, 'summary');
    },
    [goToStep, step],
  );

  const booked = useCallback(
    (booking: BookedApplication) => {
      draft.discard();
      uploads.clearAll();
      form.reset(createEmptyBookingValues());
      onBooked(booking);
    },
    [draft, form, onBooked, uploads],
  );

  const submission = useBookingSubmission({ form, onBooked: booked, onServerFieldErrors: showProblems });

  function onInvalid(errors: FieldErrors<BookingInput>) {
    const steps = flattenErrors(errors)
      .map((error) => findField(error.path)?.step)
      .filter((candidate) => candidate !== undefined);
    showProblems(steps.length > 0 ? (Math.min(...steps) as StepIndex) : undefined, []);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Only Book submits; Enter in a field of an earlier step must not check the whole form.
    if (submission.state.status === 'sending' || step !== LAST_STEP) {
      event.preventDefault();
      return;
    }
    setOtherErrors([]);
    void form.handleSubmit(submission.submit, onInvalid)(event);
  }

  async function complete() {
    const names = fieldsOfStep(step);
    const valid = await form.trigger(names);
    if (valid) {
      goToStep(Math.min(step + 1, LAST_STEP) as StepIndex);
      return;
    }
    const firstInvalid = names.find((name) => form.getFieldState(name).invalid);
    if (firstInvalid) requestFocus({ path: firstInvalid });
  }

  function selectProblem(path: string) {
    const field = findField(path);
    if (!field) return;
    goToStep(field.step, { path });
  }

  function startOver() {
    draft.discard();
    uploads.clearAll();
    form.reset(createEmptyBookingValues());
    setSummaryVisible(false);
    setOtherErrors([]);
    goToStep(0);
  }

  const current = BOOKING_STEPS[step];

  return (
    <FormProvider {...form}>
      {/* Never disabled: what is typed before hydration is kept (app/lib/early-input.ts). POST, so
          that a press of Enter before the scripts run never puts answers into the address. */}
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Online Booking"
        className="min-w-0 space-y-6"
      >
        <DraftNote storageWorks={draft.storageWorks} restored={draft.restored} onStartOver={startOver} />
        <StepList current={step} showProblems={summaryVisible} onSelect={(next) => goToStep(next)} />
        {summaryVisible ? (
          <BookingErrorSummary ref={summaryRef} otherErrors={otherErrors} onSelect={selectProblem} />
        ) : null}
        <p className="text-sm text-slate-700">
          Fields marked <span className="font-bold text-red-700">*</span> are required.
        </p>
        <section
          key={step}
          aria-labelledby="booking-step-heading"
          className="space-y-6 transition duration-250 ease-out motion-reduce:transition-none starting:translate-y-2 starting:opacity-0"
        >
          <h2
            id="booking-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-navy-900 focus:outline-none"
          >
            <span className="block text-sm font-semibold text-gold-700">
              Step {step + 1} of {BOOKING_STEPS.length}
            </span>
            {current.title}
          </h2>
          {step === 0 ? <PersonalInfoStep /> : null}
          {step === 1 ? <BankDocumentsStep uploads={uploads} /> : null}
          {step === 2 ? <ReferencesLandlordsStep /> : null}
          {step === 3 ? <MoveInFleetStep /> : null}
        </section>
        {/* Honeypot: hidden from people and assistive technology; a bot that fills every box fills this. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="booking-website">Website</label>
          <input id="booking-website" type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </div>
        <StepActions
          isFirst={step === 0}
          isLast={step === LAST_STEP}
          submission={submission.state}
          onBack={() => goToStep(Math.max(step - 1, 0) as StepIndex)}
          onComplete={() => void complete()}
        />
      </form>
    </FormProvider>
  );
}
