import { PREVIOUS_LANDLORD_COUNT, REFERENCE_COUNT } from '../../../domain/booking.schema.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import {
  LANDLORD_LABELS,
  landlordGroup,
  REFERENCE_LABELS,
  referenceGroup,
  type BookingPath,
} from './booking-fields.ts';
import { BookingChoiceField, BookingDateField, BookingTextField, useYesNoChoices } from './form-fields.tsx';

const groupClassName = 'rounded-md border-2 border-slate-300 p-4';
const legendClassName = 'px-1 text-lg font-bold text-navy-900';

/** Two business references and three previous landlords; we contact them only about this application. */
export function ReferencesLandlordsStep() {
  const { t } = useI18n();
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t('booking.references.intro')}</p>
      {Array.from({ length: REFERENCE_COUNT }, (_, index) => (
        <ReferenceFields key={index} index={index} />
      ))}
      {Array.from({ length: PREVIOUS_LANDLORD_COUNT }, (_, index) => (
        <LandlordFields key={index} index={index} />
      ))}
    </div>
  );
}

function ReferenceFields({ index }: { index: number }) {
  const { t } = useI18n();
  const path = (key: keyof typeof REFERENCE_LABELS) => `references.${index}.${key}` as BookingPath;
  const group = referenceGroup(index);
  return (
    <fieldset className={groupClassName}>
      <legend className={legendClassName}>{t(group.legend, group)}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <BookingTextField name={path('name')} label={t(REFERENCE_LABELS.name)} required autoComplete="off" />
        <BookingTextField
          name={path('relationship')}
          label={t(REFERENCE_LABELS.relationship)}
          required
          autoComplete="off"
          help={t('booking.references.relationshipHelp')}
        />
        <BookingTextField name={path('company')} label={t(REFERENCE_LABELS.company)} required autoComplete="off" />
        <BookingTextField
          name={path('phone')}
          label={t(REFERENCE_LABELS.phone)}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <BookingTextField name={path('address')} label={t(REFERENCE_LABELS.address)} required autoComplete="off" />
        <BookingTextField
          name={path('email')}
          label={t(REFERENCE_LABELS.email)}
          required
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
    </fieldset>
  );
}

function LandlordFields({ index }: { index: number }) {
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
    </fieldset>
  );
}
