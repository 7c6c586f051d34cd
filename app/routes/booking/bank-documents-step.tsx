import { Fragment } from 'react';
import { useController } from 'react-hook-form';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import { DOCUMENT_ACCEPT_ATTRIBUTE, DOCUMENT_KINDS } from '../../../domain/documents.ts';
import { FileUploadField } from '../../components/ui/file-upload-field.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import {
  BANK_LABELS as LABEL,
  DOCUMENT_LABELS,
  DOCUMENT_MEGABYTES,
  fieldId,
  INSURANCE_EXPIRY_LABEL,
  type BookingPath,
} from './booking-fields.ts';
import { WIZARD_PERSONAL_CHECKS } from './booking-wizard-schema.ts';
import { BookingDateField, BookingTextField, useFieldError } from './form-fields.tsx';
import type { DocumentUploads } from './use-document-uploads.ts';

/**
 * Bank details are optional; the five documents are required and upload as soon as they are chosen.
 * The insurance certificate's expiry date is asked beside its upload, for the reminders before it
 * lapses.
 */
export function BankDocumentsStep({ uploads }: { uploads: DocumentUploads }) {
  const { t } = useI18n();
  return (
    <div className="space-y-8">
      <fieldset aria-describedby="bank-details-why bank-details-not-saved">
        <legend className="text-lg font-bold text-navy-900">{t('booking.bank.legend')}</legend>
        <p id="bank-details-why" className="mt-1 text-slate-700">
          {t('booking.bank.why')}
        </p>
        <p id="bank-details-not-saved" className="mt-1 text-slate-700">
          {t('booking.bank.notSaved')}
        </p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <BookingTextField name="bankingInfo.bank" label={t(LABEL.bank)} autoComplete="off" />
          <BookingTextField
            name="bankingInfo.contact"
            label={t(LABEL.contact)}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
          />
          <BookingTextField
            name="bankingInfo.phone"
            label={t(LABEL.phone)}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
          />
          <BookingTextField
            name="bankingInfo.address"
            label={t(LABEL.address)}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      </fieldset>

      <section aria-labelledby="documents-heading">
        <h3 id="documents-heading" className="text-lg font-bold text-navy-900">
          {t('booking.documents.heading')}
        </h3>
        <p className="mt-1 text-slate-700">{t('booking.documents.intro')}</p>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {DOCUMENT_KINDS.map((document) => (
            <Fragment key={document.kind}>
              <DocumentField
                kind={document.kind}
                name={`personalInfo.${document.field}`}
                label={t(DOCUMENT_LABELS[document.kind])}
                uploads={uploads}
              />
              {document.kind === 'CertificateOfInsurance' ? (
                <BookingDateField
                  name="personalInfo.insuranceExpiresOn"
                  label={t(INSURANCE_EXPIRY_LABEL)}
                  help={t('booking.documents.insuranceExpiryHelp')}
                  {...WIZARD_PERSONAL_CHECKS.insuranceExpiresOn}
                />
              ) : null}
            </Fragment>
          ))}
        </div>
      </section>
    </div>
  );
}

function DocumentField({
  kind,
  name,
  label,
  uploads,
}: {
  kind: (typeof DOCUMENT_KINDS)[number]['kind'];
  name: BookingPath;
  label: string;
  uploads: DocumentUploads;
}) {
  const { t } = useI18n();
  // No blur handler: opening the file picker blurs the input, and "required" should not flash then.
  const { field } = useController<BookingInput>({ name });
  const error = useFieldError(name);
  return (
    <FileUploadField
      id={fieldId(name)}
      label={label}
      help={t('booking.documents.help', { size: DOCUMENT_MEGABYTES })}
      accept={DOCUMENT_ACCEPT_ATTRIBUTE}
      required
      error={error}
      view={uploads.views[kind]}
      onFileChosen={(file) => uploads.choose(kind, file)}
      onRetry={() => uploads.retry(kind)}
      focusRef={field.ref}
    />
  );
}
