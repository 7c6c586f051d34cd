import { useWatch } from 'react-hook-form';
import { TRUCK_OR_TRAILERS, type BookingInput } from '../../../domain/booking.schema.ts';
import { YARD_LOCATIONS } from '../../../domain/locations.ts';
import { FLEET_LABELS, MOVE_IN_LABELS, TRUCK_LABELS, type BookingPath } from './booking-fields.ts';
import {
  BookingChoiceField,
  BookingDateField,
  BookingNumberField,
  BookingSelectField,
  BookingTextareaField,
  BookingTextField,
  YES_NO_CHOICES,
} from './form-fields.tsx';

const LOCATION_OPTIONS = YARD_LOCATIONS.map((location) => ({
  value: location.label,
  label: `${location.label} (${location.city})`,
}));

const sectionHeadingClassName = 'text-lg font-bold text-navy-900';

/** When and where the person moves in, and the fleet we are to park. */
export function MoveInFleetStep() {
  const hasBouncedCheque = useWatch<BookingInput>({ name: 'fleetInfo.hasBouncedCheckOrMissedPayment' }) === true;
  return (
    <div className="space-y-8">
      <section aria-labelledby="move-in-heading">
        <h3 id="move-in-heading" className={sectionHeadingClassName}>
          Move-in info
        </h3>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <BookingDateField name="moveInInfo.moveInDate" label={MOVE_IN_LABELS.moveInDate} required />
          <BookingSelectField
            name="moveInInfo.locationAppliedFor"
            label={MOVE_IN_LABELS.locationAppliedFor}
            options={LOCATION_OPTIONS}
            placeholder="Choose a yard"
            required
          />
          <BookingChoiceField
            name="moveInInfo.truckOrTrailers"
            legend={MOVE_IN_LABELS.truckOrTrailers}
            choices={TRUCK_OR_TRAILERS}
            help="What you will mainly park."
          />
          <BookingNumberField
            name="moveInInfo.rateApprovedPerSpot"
            label={MOVE_IN_LABELS.rateApprovedPerSpot}
            emptyAs={undefined}
            required
            min={0}
            step="any"
            inputMode="decimal"
            help="The rate per spot agreed with our office."
          />
          <BookingChoiceField
            name="moveInInfo.isCarrierBasedInOntario"
            legend={MOVE_IN_LABELS.isCarrierBasedInOntario}
            choices={YES_NO_CHOICES}
          />
          <BookingTextField
            name="moveInInfo.stateOrProvince"
            label={MOVE_IN_LABELS.stateOrProvince}
            required
            autoComplete="off"
          />
        </div>
      </section>

      <section aria-labelledby="fleet-heading">
        <h3 id="fleet-heading" className={sectionHeadingClassName}>
          Fleet info
        </h3>
        <fieldset className="mt-4">
          <legend className="font-semibold text-navy-900">How many of each will you park?</legend>
          <p className="mt-1 text-sm text-slate-600">Leave 0 for any you do not have.</p>
          <div className="mt-2 grid grid-cols-2 gap-4 md:grid-cols-4">
            {(Object.keys(TRUCK_LABELS) as Array<keyof typeof TRUCK_LABELS>).map((key) => (
              <BookingNumberField
                key={key}
                name={`truck.${key}` as BookingPath}
                label={TRUCK_LABELS[key]}
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
            legend={FLEET_LABELS.hasBouncedCheckOrMissedPayment}
            choices={YES_NO_CHOICES}
            className="md:col-span-2"
          />
          {hasBouncedCheque ? (
            <>
              <BookingDateField
                name="fleetInfo.lastBouncedCheckOrMissedPayment"
                label={FLEET_LABELS.lastBouncedCheckOrMissedPayment}
                required
              />
              <BookingTextareaField
                name="fleetInfo.bouncedCheckExplanation"
                label={FLEET_LABELS.bouncedCheckExplanation}
                help="A sentence or two is enough."
                required
              />
            </>
          ) : null}
          <BookingChoiceField
            name="fleetInfo.hasInternalFleetRepairShop"
            legend={FLEET_LABELS.hasInternalFleetRepairShop}
            choices={YES_NO_CHOICES}
          />
          <BookingChoiceField
            name="fleetInfo.willPerformMaintenanceOnProperties"
            legend={FLEET_LABELS.willPerformMaintenanceOnProperties}
            choices={YES_NO_CHOICES}
          />
        </div>
      </section>
    </div>
  );
}
