import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';

const CONTACT_LINK = 'font-semibold whitespace-nowrap text-navy-700 underline underline-offset-2';

/** How an applicant reaches the company from the status page: by phone or e-mail, quoting the reference. */
export function StatusContact({ reference }: { reference?: string }) {
  return (
    <section aria-labelledby="status-contact-heading" className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <h2 id="status-contact-heading" className="text-xl font-bold text-navy-900">
        Questions?
      </h2>
      <p className="mt-2">
        Call us at{' '}
        <a href={`tel:${BUSINESS_CONTACT.phoneE164}`} className={CONTACT_LINK}>
          {BUSINESS_CONTACT.phoneDisplay}
        </a>{' '}
        or write to{' '}
        <a href={`mailto:${BUSINESS_CONTACT.infoEmail}`} className={CONTACT_LINK}>
          {BUSINESS_CONTACT.infoEmail}
        </a>
        {reference ? (
          <>
            , quoting your reference <strong>{reference}</strong>.
          </>
        ) : (
          '.'
        )}
      </p>
    </section>
  );
}
