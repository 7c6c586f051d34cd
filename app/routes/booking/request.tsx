import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Booking } from '../../../domain/booking.schema.ts';
import { languageOfPath } from '../../../domain/language.ts';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { BOOKING_PATH, CONTACT_PATH } from '../../content/navigation.ts';
import { SITE } from '../../content/site.ts';
import { i18nFor, useI18n } from '../../i18n/i18n.tsx';
import { readSubmitted } from '../../lib/submission.ts';
import type { Route } from './+types/request';
import { BookingChecklist } from './booking-checklist.tsx';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { BookingHelp } from './booking-help.tsx';
import { BookingWizard } from './booking-wizard.tsx';
import { sendBooking, statusPathOf, type ConfirmationState } from './send-booking.ts';

export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  const { t } = i18nFor(language);
  return pageMeta({
    title: t('booking.meta.title'),
    path: BOOKING_PATH,
    language,
    description: t('booking.meta.description'),
  });
};

const REFERENCE_PATTERN = /^[A-Z0-9-]{4,40}$/i;

/** Book sends the checked application here; the answer leads to the confirmation below. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const booking = await readSubmitted<Omit<Booking, 'language'> & Partial<Pick<Booking, 'language'>>>(request);
  // The wizard says its language; the page's address says it too, for a payload without one.
  return sendBooking({ ...booking, language: booking.language ?? languageOfPath(new URL(request.url).pathname) });
}

export default function RequestPage() {
  const { t, language } = useI18n();
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
  const statusPath = typeof state?.statusPath === 'string' ? statusPathOf(state.statusPath, language) : undefined;

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8 md:py-12">
      <div>
        <h1 className="text-3xl font-extrabold text-navy-900 md:text-4xl">{t('booking.title')}</h1>
        <ScriptsNeededNotice />
        {reference ? (
          <div className="mt-6">
            <BookingConfirmation reference={reference} email={email} statusPath={statusPath} />
          </div>
        ) : (
          <>
            <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('booking.intro')}</p>
            <div className="mt-6">
              <BookingChecklist />
            </div>
            <div className="mt-6">
              <BookingWizard />
            </div>
          </>
        )}
      </div>
      <BookingHelp reference={reference ?? undefined} />
    </div>
  );
}

/**
 * Without scripts the wizard cannot upload documents or move between steps, so it says so first and
 * offers the two ways that work without them. Hidden by CSS wherever scripts run (`data-scripts`,
 * set in <head> by app/root.tsx), so it never shows and then vanishes: no layout shift.
 */
function ScriptsNeededNotice() {
  const { t, rich, path } = useI18n();
  return (
    <div
      role="note"
      className="mt-6 rounded-md border-2 border-gold-700 bg-gold-100 p-4 text-lg text-navy-900 [[data-scripts]_&]:hidden"
    >
      <p className="font-bold">{t('booking.noScripts.title')}</p>
      <p className="mt-2">
        {rich('booking.noScripts.text', {
          phone: () => (
            <a className="font-semibold text-navy-700 underline" href={`tel:${SITE.contact.phoneE164}`}>
              {SITE.contact.phoneDisplay}
            </a>
          ),
          contact: (text) => (
            <a className="font-semibold text-navy-700 underline" href={path(CONTACT_PATH)}>
              {text}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
