import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Booking } from '../../../domain/booking.schema.ts';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { BOOKING_PATH, CONTACT_PATH } from '../../content/navigation.ts';
import { SITE } from '../../content/site.ts';
import { readSubmitted } from '../../lib/submission.ts';
import type { Route } from './+types/request';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { BookingWizard } from './booking-wizard.tsx';
import { sendBooking, statusPathOf, type ConfirmationState } from './send-booking.ts';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Request Services',
    path: BOOKING_PATH,
    description:
      'Apply online for truck and trailer parking at our secure Ontario yards: four short steps, your answers saved as you go.',
  });

const REFERENCE_PATTERN = /^[A-Z0-9-]{4,40}$/i;

/** Book sends the checked application here; the answer leads to the confirmation below. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendBooking(await readSubmitted<Booking>(request));
}

export default function RequestPage() {
  const location = useLocation();
  // The page is prerendered without a query string: read it only after hydration, or the first
  // render would not match the HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const done = hydrated ? new URLSearchParams(location.search).get('done') : null;
  const reference = done && REFERENCE_PATTERN.test(done) ? done : null;
  // History state is whatever the browser kept: each part is checked before it is shown.
  const state = location.state as Partial<Record<keyof ConfirmationState, unknown>> | null;
  const email = typeof state?.bookedEmail === 'string' ? state.bookedEmail : undefined;
  const statusPath = typeof state?.statusPath === 'string' ? statusPathOf(state.statusPath) : undefined;

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
            <BookingWizard />
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
