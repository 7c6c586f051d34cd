import { PREVIOUS_LANDLORD_COUNT, REFERENCE_COUNT } from '../../../domain/booking.schema.ts';
import {
  LANDLORD_LABELS,
  landlordLegend,
  REFERENCE_LABELS,
  referenceLegend,
  type BookingPath,
} from './booking-fields.ts';
import { BookingChoiceField, BookingDateField, BookingTextField, YES_NO_CHOICES } from './form-fields.tsx';

const groupClassName = 'rounded-md border-2 border-slate-300 p-4';
const legendClassName = 'px-1 text-lg font-bold text-navy-900';

/** Two business references and three previous landlords; we contact them only about this application. */
export function ReferencesLandlordsStep() {
  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        We contact references and previous landlords only to check this application, and only when you say we may.
      </p>
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
  const path = (key: keyof typeof REFERENCE_LABELS) => `references.${index}.${key}` as BookingPath;
  return (
    <fieldset className={groupClassName}>
      <legend className={legendClassName}>{referenceLegend(index)}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <BookingTextField name={path('name')} label={REFERENCE_LABELS.name} required autoComplete="off" />
        <BookingTextField
          name={path('relationship')}
          label={REFERENCE_LABELS.relationship}
          required
          autoComplete="off"
          help="e.g. customer, supplier, broker."
        />
        <BookingTextField name={path('company')} label={REFERENCE_LABELS.company} required autoComplete="off" />
        <BookingTextField
          name={path('phone')}
          label={REFERENCE_LABELS.phone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <BookingTextField name={path('address')} label={REFERENCE_LABELS.address} required autoComplete="off" />
        <BookingTextField
          name={path('email')}
          label={REFERENCE_LABELS.email}
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
  const path = (key: keyof typeof LANDLORD_LABELS) => `previousLandlords.${index}.${key}` as BookingPath;
  return (
    <fieldset className={groupClassName}>
      <legend className={legendClassName}>{landlordLegend(index)}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <BookingTextField name={path('company')} label={LANDLORD_LABELS.company} required autoComplete="off" />
        <BookingTextField
          name={path('landlordName')}
          label={LANDLORD_LABELS.landlordName}
          required
          autoComplete="off"
        />
        <BookingTextField
          name={path('phone')}
          label={LANDLORD_LABELS.phone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <BookingTextField name={path('address')} label={LANDLORD_LABELS.address} required autoComplete="off" />
        <BookingTextField
          name={path('spaceRented')}
          label={LANDLORD_LABELS.spaceRented}
          required
          autoComplete="off"
          help="e.g. 10 trailer spots."
          className="md:col-span-2"
        />
        <BookingDateField
          name={path('rentalStartDate')}
          label={LANDLORD_LABELS.rentalStartDate}
          required
          help="When the rental started."
        />
        <BookingDateField
          name={path('rentalEndDate')}
          label={LANDLORD_LABELS.rentalEndDate}
          required
          help="When it ended."
        />
        <BookingChoiceField
          name={path('canContactForReference')}
          legend={LANDLORD_LABELS.canContactForReference}
          choices={YES_NO_CHOICES}
          className="md:col-span-2"
        />
      </div>
    </fieldset>
  );
}
