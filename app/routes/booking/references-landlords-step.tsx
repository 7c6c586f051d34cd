import { REFERENCE_COUNT } from '../../../domain/booking.schema.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { REFERENCE_LABELS, referenceGroup, type BookingPath } from './booking-fields.ts';
import { BookingTextField } from './form-fields.tsx';
import { groupClassName, legendClassName } from './landlord-fields.tsx';
import { PreviousLandlords } from './previous-landlords.tsx';

/** Two business references and up to three previous landlords; we contact them only about this application. */
export function ReferencesLandlordsStep() {
  const { t } = useI18n();
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t('booking.references.intro')}</p>
      {Array.from({ length: REFERENCE_COUNT }, (_, index) => (
        <ReferenceFields key={index} index={index} />
      ))}
      <PreviousLandlords />
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
