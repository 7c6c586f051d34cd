import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { BOOKING_PATH, CONTACT_PATH } from '../../content/navigation.ts';
import { SITE } from '../../content/site.ts';
import type { Route } from './+types/request';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { BookingWizard } from './booking-wizard.tsx';
import { statusPathOf, type BookedApplication } from './use-booking-submission.ts';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Request Services',
    path: BOOKING_PATH,
    description:
      'Apply online for truck and trailer parking at our secure Ontario yards: four short steps, your answers saved as you go.',
  });

const REFERENCE_PATTERN = /^[A-Z0-9-]{4,40}$/i;

/** Where the confirmation keeps the applicant's e-mail and private link: in history state, never in the URL. */
type ConfirmationState = { bookedEmail?: unknown; statusPath?: unknown } | null;

export default function RequestPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // The page is prerendered without a query string: read it only after hydration, or the first
  // render would not match the HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const done = hydrated ? new URLSearchParams(location.search).get('done') : null;
  const reference = done && REFERENCE_PATTERN.test(done) ? done : null;
  const state = location.state as ConfirmationState;
  const email = typeof state?.bookedEmail === 'string' ? state.bookedEmail : undefined;
  const statusPath = typeof state?.statusPath === 'string' ? statusPathOf(state.statusPath) : undefined;

  function booked(booking: BookedApplication) {
    void navigate(`/request?done=${encodeURIComponent(booking.reference)}`, {
      state: { bookedEmail: booking.email, statusPath: booking.statusPath },
    });
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-extrabold text-navy-900 md:text-4xl">Online Booking</h1>
      <ScriptsNeededNotice />
      {reference ? (
        <div className="mt-6">
          <BookingConfirmation reference={reference} email={email} statusPath={statusPath} />
        </div>
      ) : (
        <>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Apply for parking in four steps. You can open the steps in any order and come back later: nothing is sent
            until you press Book.
          </p>
          <div className="mt-6">
            <BookingWizard onBooked={booked} />
          </div>
        </>
      )}
    </div>
  );
}

/**
 * Without scripts the wizard cannot upload documents or move between steps, so it says so first and
 * offers the two ways that work without them. Hidden by CSS wherever scripts run (`data-scripts`,
 * set in <head> by app/root.tsx), so it never shows and then vanishes: no layout shift.
 */
function ScriptsNeededNotice() {
  return (
    <div
      role="note"
      className="mt-6 rounded-md border-2 border-gold-700 bg-gold-100 p-4 text-lg text-navy-900 [[data-scripts]_&]:hidden"
    >
      <p className="font-bold">Online booking needs JavaScript, which is off in this browser.</p>
      <p className="mt-2">
        The form uploads your documents and checks each step as you go, and it cannot do that without it. Call us at{' '}
        <a className="font-semibold text-navy-700 underline" href={`tel:${SITE.contact.phoneE164}`}>
          {SITE.contact.phoneDisplay}
        </a>{' '}
        or write to us through the{' '}
        <a className="font-semibold text-navy-700 underline" href={CONTACT_PATH}>
          contact form
        </a>
        , which works without JavaScript, and we will book your spot with you.
      </p>
    </div>
  );
}
