import { useI18n } from '../../i18n/i18n.tsx';
import { PERSONAL_LABELS as LABEL } from './booking-fields.ts';
import { BookingDateField, BookingTextField } from './form-fields.tsx';

/** The company applying, who applies for it and how we reach them: used for this application and nothing else. */
export function PersonalInfoStep() {
  const { t } = useI18n();
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t('booking.personal.intro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <BookingTextField
          name="personalInfo.companyName"
          label={t(LABEL.companyName)}
          required
          autoComplete="organization"
          help={t('booking.personal.companyNameHelp')}
        />
        <BookingTextField
          name="personalInfo.cvorOrUsdot"
          label={t(LABEL.cvorOrUsdot)}
          autoComplete="off"
          spellCheck={false}
          help={t('booking.personal.cvorOrUsdotHelp')}
        />
        <BookingTextField name="personalInfo.firstName" label={t(LABEL.firstName)} required autoComplete="given-name" />
        <BookingTextField name="personalInfo.middleName" label={t(LABEL.middleName)} autoComplete="additional-name" />
        <BookingTextField name="personalInfo.lastName" label={t(LABEL.lastName)} required autoComplete="family-name" />
        <BookingTextField
          name="personalInfo.phoneNumber"
          label={t(LABEL.phoneNumber)}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          help={t('booking.personal.phoneHelp')}
        />
        <BookingTextField
          name="personalInfo.email"
          label={t(LABEL.email)}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          help={t('booking.personal.emailHelp')}
          className="md:col-span-2"
        />
        <BookingTextField
          name="personalInfo.streetAddress"
          label={t(LABEL.streetAddress)}
          required
          autoComplete="address-line1"
        />
        <BookingTextField
          name="personalInfo.aptUnitNumber"
          label={t(LABEL.aptUnitNumber)}
          autoComplete="address-line2"
        />
        <BookingTextField name="personalInfo.city" label={t(LABEL.city)} required autoComplete="address-level2" />
        <BookingTextField name="personalInfo.state" label={t(LABEL.state)} required autoComplete="address-level1" />
        <BookingTextField
          name="personalInfo.postalZipCode"
          label={t(LABEL.postalZipCode)}
          required
          autoComplete="postal-code"
          autoCapitalize="characters"
        />
        <BookingDateField
          name="personalInfo.applicantDate"
          label={t(LABEL.applicantDate)}
          required
          help={t('booking.personal.applicantDateHelp')}
        />
      </div>
    </div>
  );
}
