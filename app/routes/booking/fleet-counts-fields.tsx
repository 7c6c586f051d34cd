import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import { fleetTotals } from '../../../domain/fleet-counts.ts';
import { describedBy, FieldError, fieldPartIds } from '../../components/ui/field-parts.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { fieldId, FLEET_COUNTS_LABEL, TRUCK_LABELS, type BookingPath } from './booking-fields.ts';
import { BookingNumberField, useFieldError } from './form-fields.tsx';

/**
 * How many of each vehicle: the counts say whether it is trucks, trailers or both (the booking's
 * "Truck or trailers" is derived from them when it is sent), and a line says what that adds up to.
 * "At least one vehicle" is the counts' message as a whole, tied to the group.
 */
export function FleetCountsFields() {
  const { t } = useI18n();
  const error = useFieldError('truck');
  const counts = useWatch<BookingInput, 'truck'>({ name: 'truck' });
  const { trucks, trailers } = fleetTotals(counts ?? {});
  const { trigger } = useFormContext<BookingInput>();
  // The message is the counts' as a whole, which a change to one count does not re-check: a
  // change to the totals does, so the message goes as soon as there is a vehicle.
  const shown = error !== undefined;
  useEffect(() => {
    if (shown) void trigger('truck');
  }, [shown, trigger, trucks, trailers]);
  const id = fieldId('truck');
  const parts = fieldPartIds(id);
  return (
    // Focusable, so that the summary's link to "at least one vehicle" lands here.
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy(parts.help, error && parts.error)} className="mt-4">
      <legend className="font-semibold text-navy-900">{t(FLEET_COUNTS_LABEL)}</legend>
      <p id={parts.help} className="mt-1 text-sm text-slate-600">
        {t('booking.fleet.countsHelp')}
      </p>
      <FieldError id={parts.error} message={error} />
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
      <p className="mt-3 font-semibold text-navy-900" aria-live="polite">
        {t('booking.fleet.applyingFor', { trucks, trailers })}
      </p>
    </fieldset>
  );
}
