import { useI18n } from '../../i18n/i18n.tsx';
import { LANDLORD_LABELS, landlordGroup, type BookingPath } from './booking-fields.ts';
import { BookingChoiceField, BookingDateField, BookingTextField, useYesNoChoices } from './form-fields.tsx';

export const groupClassName = 'rounded-md border-2 border-slate-300 p-4';
export const legendClassName = 'px-1 text-lg font-bold text-navy-900';

/** One previous landlord's block; `onRemove` is given while more than one block is shown. */
export function LandlordFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useI18n();
  const yesNo = useYesNoChoices();
  const path = (key: keyof typeof LANDLORD_LABELS) => `previousLandlords.${index}.${key}` as BookingPath;
  const group = landlordGroup(index);
  return (
    <fieldset className={groupClassName}>
      <legend className={legendClassName}>{t(group.legend, group)}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <BookingTextField name={path('company')} label={t(LANDLORD_LABELS.company)} required autoComplete="off" />
        <BookingTextField
          name={path('landlordName')}
          label={t(LANDLORD_LABELS.landlordName)}
          required
          autoComplete="off"
        />
        <BookingTextField
          name={path('phone')}
          label={t(LANDLORD_LABELS.phone)}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <BookingTextField name={path('address')} label={t(LANDLORD_LABELS.address)} required autoComplete="off" />
        <BookingTextField
          name={path('spaceRented')}
          label={t(LANDLORD_LABELS.spaceRented)}
          required
          autoComplete="off"
          help={t('booking.landlords.spaceRentedHelp')}
          className="md:col-span-2"
        />
        <BookingDateField
          name={path('rentalStartDate')}
          label={t(LANDLORD_LABELS.rentalStartDate)}
          required
          help={t('booking.landlords.rentalStartDateHelp')}
        />
        <BookingDateField
          name={path('rentalEndDate')}
          label={t(LANDLORD_LABELS.rentalEndDate)}
          required
          help={t('booking.landlords.rentalEndDateHelp')}
        />
        <BookingChoiceField
          name={path('canContactForReference')}
          legend={t(LANDLORD_LABELS.canContactForReference)}
          choices={yesNo}
          className="md:col-span-2"
        />
      </div>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          className="mt-4 inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 px-4 font-semibold text-navy-900 hover:bg-slate-100"
        >
          {t('booking.landlords.remove', { number: group.number })}
        </button>
      ) : null}
    </fieldset>
  );
}
