import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { BOOKING_PATH } from '../../content/navigation.ts';
import { useI18n } from '../../i18n/i18n.tsx';

/**
 * Proof that the booking arrived: the reference to quote and what happens next (who to call is
 * the page's help section, below it). Shown from the URL (`?done=<reference>`), so a reload shows
 * it again and never sends twice. The private status link travels in history state only: it is a
 * key to the application's status.
 */
export function BookingConfirmation({
  reference,
  email,
  statusPath,
}: {
  reference: string;
  email: string | undefined;
  /** The private status page; absent from an older server's answer. */
  statusPath?: string | undefined;
}) {
  const { t, rich, path } = useI18n();
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
        {t('booking.confirmation.title')}
      </h2>
      <p className="mt-4">{t('booking.confirmation.referenceLabel')}</p>
      <p className="mt-1 text-3xl font-extrabold tracking-wider text-navy-900" data-testid="booking-reference">
        {reference}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t('booking.confirmation.quote')}</p>
      <h3 className="mt-6 text-lg font-bold">{t('booking.confirmation.nextTitle')}</h3>
      <p className="mt-1">
        {email
          ? rich('booking.confirmation.next', {
              email: () => <strong className="[overflow-wrap:anywhere]">{email}</strong>,
            })
          : t('booking.confirmation.nextNoEmail')}
      </p>
      {statusPath ? (
        <>
          <h3 className="mt-6 text-lg font-bold">{t('booking.confirmation.followTitle')}</h3>
          <p className="mt-1">{t('booking.confirmation.follow')}</p>
          <p className="mt-2">
            <Link
              to={statusPath}
              className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline underline-offset-2"
            >
              {t('booking.confirmation.openStatus')}
            </Link>
          </p>
        </>
      ) : null}
      <p className="mt-6">
        <Link
          to={path(BOOKING_PATH)}
          className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 bg-white px-5 font-semibold text-navy-900 hover:bg-navy-100"
        >
          {t('booking.confirmation.another')}
        </Link>
      </p>
    </section>
  );
}
