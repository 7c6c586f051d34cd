import type { Ref } from 'react';
import { BankDocumentsStep } from './bank-documents-step.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { BOOKING_STEPS, type StepIndex } from './booking-fields.ts';
import { MoveInFleetStep } from './move-in-fleet-step.tsx';
import { PersonalInfoStep } from './personal-info-step.tsx';
import { ReferencesLandlordsStep } from './references-landlords-step.tsx';
import type { DocumentUploads } from './use-document-uploads.ts';

/**
 * The step on show, under its heading ("Step 2 of 4"), which takes focus when the step changes.
 * Keyed by the step where it is used, so each step slides in afresh.
 */
export function CurrentStep({
  step,
  headingRef,
  uploads,
}: {
  step: StepIndex;
  headingRef: Ref<HTMLHeadingElement>;
  uploads: DocumentUploads;
}) {
  const { t } = useI18n();
  return (
    <section
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
          {t('booking.steps.heading', { number: step + 1, total: BOOKING_STEPS.length })}
        </span>
        {t(BOOKING_STEPS[step].title)}
      </h2>
      {step === 0 ? <PersonalInfoStep /> : null}
      {step === 1 ? <BankDocumentsStep uploads={uploads} /> : null}
      {step === 2 ? <ReferencesLandlordsStep /> : null}
      {step === 3 ? <MoveInFleetStep /> : null}
    </section>
  );
}
