import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TRUCK_OR_TRAILERS, type BookingInput } from '../../../domain/booking.schema.ts';
import { YARD_LOCATIONS } from '../../../domain/locations.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { FLEET_LABELS, MOVE_IN_LABELS, TRUCK_LABELS, type BookingPath } from './booking-fields.ts';
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

/** Truck (0) and Trailers (1), as the original client sends them, in the page's words. */
const TRUCK_OR_TRAILERS_LABELS = {
  0: 'booking.moveIn.truck',
  1: 'booking.moveIn.trailers',
} as const satisfies Record<(typeof TRUCK_OR_TRAILERS)[number]['value'], string>;

/**
 * The carrier's province is most often the applicant's own, given in step 1: it is filled in from
 * there when this step opens with it empty, so nobody types it twice (WCAG 2.2, redundant entry),
 * and stays free to change. An answer already given is never replaced.
 */
function useCarrierProvinceFromStep1(): boolean {
  const { getValues, setValue } = useFormContext<BookingInput>();
  useEffect(() => {
    const given = getValues('personalInfo.state')?.trim() ?? '';
    if (given !== '' && (getValues('moveInInfo.stateOrProvince') ?? '') === '') {
      setValue('moveInInfo.stateOrProvince', given, { shouldDirty: true });
    }
  }, [getValues, setValue]);
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
  const provinceFromStep1 = useCarrierProvinceFromStep1();
  const locationOptions = YARD_LOCATIONS.map((location) => ({
    value: location.label,
    label: t('booking.moveIn.locationOption', { yard: location.label, city: location.city }),
  }));
  const truckOrTrailers = TRUCK_OR_TRAILERS.map((option) => ({
    value: option.value,
    label: t(TRUCK_OR_TRAILERS_LABELS[option.value]),
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
          <BookingChoiceField
            name="moveInInfo.truckOrTrailers"
            legend={t(MOVE_IN_LABELS.truckOrTrailers)}
            choices={truckOrTrailers}
            help={t('booking.moveIn.truckOrTrailersHelp')}
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
          <BookingTextField
            name="moveInInfo.stateOrProvince"
            label={t(MOVE_IN_LABELS.stateOrProvince)}
            required
            autoComplete="off"
            help={provinceFromStep1 ? t('booking.moveIn.stateOrProvinceHelp') : undefined}
          />
        </div>
      </section>

      <section aria-labelledby="fleet-heading">
        <h3 id="fleet-heading" className={sectionHeadingClassName}>
          {t('booking.fleet.heading')}
        </h3>
        <fieldset className="mt-4">
          <legend className="font-semibold text-navy-900">{t('booking.fleet.countsLegend')}</legend>
          <p className="mt-1 text-sm text-slate-600">{t('booking.fleet.countsHelp')}</p>
          <div className="mt-2 grid grid-cols-2 gap-4 md:grid-cols-4">
            {(Object.keys(TRUCK_LABELS) as Array<keyof typeof TRUCK_LABELS>).map((key) => (
              <BookingNumberField
                key={key}
                name={`truck.${key}` as BookingPath}
                label={t(TRUCK_LABELS[key])}
                emptyAs={0}
                min={0}
                step={1}
                inputMode="numeric"
              />
            ))}
          </div>
        </fieldset>
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
