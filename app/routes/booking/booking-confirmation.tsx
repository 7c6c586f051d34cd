import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';

/**
 * Proof that the booking arrived: the reference to quote, what happens next, and who to call.
 * Shown from the URL (`?done=<reference>`), so a reload shows it again and never sends twice. The
 * private status link travels in history state only: it is a key to the application's status.
 */
export function BookingConfirmation({
  reference,
  email,
  statusPath,
}: {
  reference: string;
  email: string | undefined;
  /** The applicant's private status page; absent from an older server's answer. */
  statusPath?: string | undefined;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section aria-labelledby="booking-received-heading" className="rounded-lg border-2 border-navy-900 bg-navy-50 p-6">
      <h2
        id="booking-received-heading"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-3 text-2xl font-bold text-navy-900 focus:outline-none"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 shrink-0 fill-green-700">
          <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z" />
        </svg>
        Booking received
      </h2>
      <p className="mt-4">Your reference number:</p>
      <p className="mt-1 text-3xl font-extrabold tracking-wider text-navy-900" data-testid="booking-reference">
        {reference}
      </p>
      <p className="mt-1 text-sm text-slate-700">Quote it if you call or write to us about this booking.</p>
      <h3 className="mt-6 text-lg font-bold">What happens next</h3>
      <p className="mt-1">
        We review every application within two business days and reply by e-mail to{' '}
        {email ? <strong className="[overflow-wrap:anywhere]">{email}</strong> : 'the address you gave'}; a confirmation
        e-mail is on its way.
      </p>
      {statusPath ? (
        <>
          <h3 className="mt-6 text-lg font-bold">Follow your application</h3>
          <p className="mt-1">
            Your private status page shows where your application stands and lets you replace a document if we ask for
            one. We e-mailed you this link too; keep it to yourself.
          </p>
          <p className="mt-2">
            <Link
              to={statusPath}
              className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline underline-offset-2"
            >
              Open your status page
            </Link>
          </p>
        </>
      ) : null}
      <p className="mt-3">
        Questions? Call us at{' '}
        <a
          href={`tel:${BUSINESS_CONTACT.phoneE164}`}
          className="font-semibold whitespace-nowrap text-navy-700 underline underline-offset-2"
        >
          {BUSINESS_CONTACT.phoneDisplay}
        </a>
        .
      </p>
      <p className="mt-6">
        <Link
          to="/request"
          className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 bg-white px-5 font-semibold text-navy-900 hover:bg-navy-100"
        >
          Book another
        </Link>
      </p>
    </section>
  );
}
