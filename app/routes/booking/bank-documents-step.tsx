import { Fragment } from 'react';
import { useController } from 'react-hook-form';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import { DOCUMENT_ACCEPT_ATTRIBUTE, DOCUMENT_KINDS } from '../../../domain/documents.ts';
import { FileUploadField } from '../../components/ui/file-upload-field.tsx';
import { BANK_LABELS as LABEL, fieldId, INSURANCE_EXPIRY_LABEL, type BookingPath } from './booking-fields.ts';
import { WIZARD_PERSONAL_CHECKS } from './booking-wizard-schema.ts';
import { BookingDateField, BookingTextField, useFieldError } from './form-fields.tsx';
import type { DocumentUploads } from './use-document-uploads.ts';

/**
 * Bank details are optional; the five documents are required and upload as soon as they are chosen.
 * The insurance certificate's expiry date is asked beside its upload, for the reminders before it lapses.
 */
export function BankDocumentsStep({ uploads }: { uploads: DocumentUploads }) {
  return (
    <div className="space-y-8">
      <fieldset aria-describedby="bank-details-why bank-details-not-saved">
        <legend className="text-lg font-bold text-navy-900">Bank details (optional)</legend>
        <p id="bank-details-why" className="mt-1 text-slate-700">
          Used only to set up pre-authorised payments; stored encrypted. Leave these empty if you prefer to pay another
          way.
        </p>
        <p id="bank-details-not-saved" className="mt-1 text-slate-700">
          For your safety the three bank numbers are never saved on this device with the rest of your draft: if you
          leave and come back, type them again.
        </p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <BookingTextField name="bankingInfo.bank" label={LABEL.bank} autoComplete="off" />
          <BookingTextField
            name="bankingInfo.contact"
            label={LABEL.contact}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
          />
          <BookingTextField
            name="bankingInfo.phone"
            label={LABEL.phone}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
          />
          <BookingTextField
            name="bankingInfo.address"
            label={LABEL.address}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      </fieldset>

      <section aria-labelledby="documents-heading">
        <h3 id="documents-heading" className="text-lg font-bold text-navy-900">
          Documents
        </h3>
        <p className="mt-1 text-slate-700">
          We check these before renting you a space: they show who runs the company, that your vehicles are insured and
          how you will pay. Each one uploads as soon as you choose it; a clear phone photo is fine. Only our office
          staff can see them.
        </p>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {DOCUMENT_KINDS.map((document) => (
            <Fragment key={document.kind}>
              <DocumentField
                kind={document.kind}
                name={`personalInfo.${document.field}`}
                label={document.label}
                uploads={uploads}
              />
              {document.kind === 'CertificateOfInsurance' ? (
                <BookingDateField
                  name="personalInfo.insuranceExpiresOn"
                  label={INSURANCE_EXPIRY_LABEL}
                  help="As printed on the certificate. We remind you before it expires."
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
  // No blur handler: opening the file picker blurs the input, and "required" should not flash then.
  const { field } = useController<BookingInput>({ name });
  const error = useFieldError(name);
  return (
    <FileUploadField
      id={fieldId(name)}
      label={label}
      help="JPEG, PNG or PDF, up to 10 MB."
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
