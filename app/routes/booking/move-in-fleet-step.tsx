import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import { YARD_LOCATIONS } from '../../../domain/locations.ts';
import { isOntario } from '../../../domain/regions.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { FLEET_LABELS, MOVE_IN_LABELS } from './booking-fields.ts';
import { FleetCountsFields } from './fleet-counts-fields.tsx';
import { YardAvailability } from './yard-availability.tsx';
import {
  BookingChoiceField,
  BookingDateField,
  BookingNumberField,
  BookingSelectField,
  BookingTextareaField,
  BookingTextField,
  useYesNoChoices,
} from './form-fields.tsx';

const sectionHeadingClassName = 'text-lg font-bold text-navy-900';

/**
 * The carrier's province is asked only of a carrier not based in Ontario. It is most often the
 * applicant's own, given in step 1: it is filled in from there when the question appears empty, so
 * nobody types it twice (WCAG 2.2, redundant entry), unless step 1 says Ontario, which the answer
 * has just ruled out. An answer already given is never replaced. Answering Yes (Ontario) empties it:
 * a hidden answer must neither block Book nor be sent.
 */
function useCarrierProvince(basedInOntario: boolean | undefined): boolean {
  const { getValues, setValue } = useFormContext<BookingInput>();
  useEffect(() => {
    if (basedInOntario === true) {
      if ((getValues('moveInInfo.stateOrProvince') ?? '') !== '') {
        setValue('moveInInfo.stateOrProvince', '', { shouldDirty: true, shouldValidate: false });
      }
      return;
    }
    if (basedInOntario !== false) return;
    const given = getValues('personalInfo.state')?.trim() ?? '';
    if (given !== '' && !isOntario(given) && (getValues('moveInInfo.stateOrProvince') ?? '') === '') {
      setValue('moveInInfo.stateOrProvince', given, { shouldDirty: true });
    }
  }, [basedInOntario, getValues, setValue]);
  const [own, carrier] = useWatch<BookingInput, ['personalInfo.state', 'moveInInfo.stateOrProvince']>({
    name: ['personalInfo.state', 'moveInInfo.stateOrProvince'],
  });
  return Boolean(own?.trim()) && own?.trim() === carrier?.trim();
}

/** When and where the person moves in, and the fleet we are to park. */
export function MoveInFleetStep() {
  const { t } = useI18n();
  const yesNo = useYesNoChoices();
  const hasBouncedCheque = useWatch<BookingInput>({ name: 'fleetInfo.hasBouncedCheckOrMissedPayment' }) === true;
  const basedInOntario = useWatch<BookingInput, 'moveInInfo.isCarrierBasedInOntario'>({
    name: 'moveInInfo.isCarrierBasedInOntario',
  });
  const provinceFromStep1 = useCarrierProvince(basedInOntario);
  const locationOptions = YARD_LOCATIONS.map((location) => ({
    value: location.label,
    label: t('booking.moveIn.locationOption', { yard: location.label, city: location.city }),
  }));
  return (
    <div className="space-y-8">
      <section aria-labelledby="move-in-heading">
        <h3 id="move-in-heading" className={sectionHeadingClassName}>
          {t('booking.moveIn.heading')}
        </h3>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <BookingDateField name="moveInInfo.moveInDate" label={t(MOVE_IN_LABELS.moveInDate)} required />
          <BookingSelectField
            name="moveInInfo.locationAppliedFor"
            label={t(MOVE_IN_LABELS.locationAppliedFor)}
            options={locationOptions}
            placeholder={t('booking.moveIn.chooseYard')}
            required
          />
          <BookingNumberField
            name="moveInInfo.rateApprovedPerSpot"
            label={t(MOVE_IN_LABELS.rateApprovedPerSpot)}
            emptyAs={undefined}
            required
            min={0}
            step="any"
            inputMode="decimal"
            help={t('booking.moveIn.rateHelp')}
          />
          <BookingChoiceField
            name="moveInInfo.isCarrierBasedInOntario"
            legend={t(MOVE_IN_LABELS.isCarrierBasedInOntario)}
            choices={yesNo}
          />
          {basedInOntario === false ? (
            <BookingTextField
              name="moveInInfo.stateOrProvince"
              label={t(MOVE_IN_LABELS.stateOrProvince)}
              required
              autoComplete="off"
              help={provinceFromStep1 ? t('booking.moveIn.stateOrProvinceHelp') : undefined}
            />
          ) : null}
          <YardAvailability />
        </div>
      </section>

      <section aria-labelledby="fleet-heading">
        <h3 id="fleet-heading" className={sectionHeadingClassName}>
          {t('booking.fleet.heading')}
        </h3>
        <FleetCountsFields />
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <BookingChoiceField
            name="fleetInfo.hasBouncedCheckOrMissedPayment"
            legend={t(FLEET_LABELS.hasBouncedCheckOrMissedPayment)}
            choices={yesNo}
            className="md:col-span-2"
          />
          {hasBouncedCheque ? (
            <>
              <BookingDateField
                name="fleetInfo.lastBouncedCheckOrMissedPayment"
                label={t(FLEET_LABELS.lastBouncedCheckOrMissedPayment)}
                required
              />
              <BookingTextareaField
                name="fleetInfo.bouncedCheckExplanation"
                label={t(FLEET_LABELS.bouncedCheckExplanation)}
                help={t('booking.fleet.bouncedCheckExplanationHelp')}
                required
              />
            </>
          ) : null}
          <BookingChoiceField
            name="fleetInfo.hasInternalFleetRepairShop"
            legend={t(FLEET_LABELS.hasInternalFleetRepairShop)}
            choices={yesNo}
          />
          <BookingChoiceField
            name="fleetInfo.willPerformMaintenanceOnProperties"
            legend={t(FLEET_LABELS.willPerformMaintenanceOnProperties)}
            choices={yesNo}
          />
        </div>
      </section>
    </div>
  );
}
