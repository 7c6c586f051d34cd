import { PERSONAL_LABELS as LABEL } from './booking-fields.ts';
import { BookingDateField, BookingTextField } from './form-fields.tsx';

/** Who is applying and how we reach them: used to reply to this application and for nothing else. */
export function PersonalInfoStep() {
  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        We use these details to reply to your application and to prepare your parking agreement.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <BookingTextField name="personalInfo.firstName" label={LABEL.firstName} required autoComplete="given-name" />
        <BookingTextField name="personalInfo.middleName" label={LABEL.middleName} autoComplete="additional-name" />
        <BookingTextField name="personalInfo.lastName" label={LABEL.lastName} required autoComplete="family-name" />
        <BookingTextField
          name="personalInfo.phoneNumber"
          label={LABEL.phoneNumber}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          help="Area code included, e.g. 416-555-0142."
        />
        <BookingTextField
          name="personalInfo.email"
          label={LABEL.email}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          help="We send the confirmation and our decision here."
          className="md:col-span-2"
        />
        <BookingTextField
          name="personalInfo.streetAddress"
          label={LABEL.streetAddress}
          required
          autoComplete="address-line1"
        />
        <BookingTextField name="personalInfo.aptUnitNumber" label={LABEL.aptUnitNumber} autoComplete="address-line2" />
        <BookingTextField name="personalInfo.city" label={LABEL.city} required autoComplete="address-level2" />
        <BookingTextField name="personalInfo.state" label={LABEL.state} required autoComplete="address-level1" />
        <BookingTextField
          name="personalInfo.postalZipCode"
          label={LABEL.postalZipCode}
          required
          autoComplete="postal-code"
          autoCapitalize="characters"
        />
        <BookingDateField
          name="personalInfo.applicantDate"
          label={LABEL.applicantDate}
          required
          help="Today's date: the date of this application."
        />
      </div>
    </div>
  );
}
