import { YARD_LOCATIONS } from '../../../../domain/locations.ts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n.tsx';
import { BOOKING_DRAFT_KEY } from '../../../lib/booking-draft.ts';
import type { BookingInput } from '../../../../domain/booking.schema.ts';
import { DOCUMENT_KINDS } from '../../../../domain/documents.ts';
import { createBookingInput } from '../../../../tests/factories/booking.factory.ts';
import RequestPage, { clientAction } from '../request.tsx';

/** Test data for the wizard's unit tests: a complete application as a saved draft. */
export const DOCUMENT_REFERENCE = 'R'.repeat(43);

/**
 * The booking factory's application as a draft holds it: its five uploads done, its insurance
 * expiry and its company given (our wizard asks them), and no bank numbers (a draft keeps only the
 * bank's name, booking-draft.ts), which are optional.
 */
export function completeDraftValues(): BookingInput {
  return createBookingInput(
    {
      personalInfo: { insuranceExpiresOn: '2027-06-30', companyName: 'Gill Haulage Inc.', cvorOrUsdot: '123-456-789' },
      bankingInfo: { contact: '', phone: '', address: '' },
    },
    Object.fromEntries(DOCUMENT_KINDS.map((document) => [document.field, DOCUMENT_REFERENCE])),
  );
}

export function storeDraft(overrides: { step?: number; values?: unknown; documents?: unknown } = {}) {
  localStorage.setItem(
    BOOKING_DRAFT_KEY,
    JSON.stringify({
      version: 1,
      savedAt: '2026-11-22T10:00:00.000Z',
      step: overrides.step ?? 3,
      values: overrides.values ?? completeDraftValues(),
      documents: overrides.documents ?? {
        ArticleOfIncorporation: { fileName: 'articles.pdf', contentType: 'application/pdf' },
      },
    }),
  );
}

export function storedDraft(): {
  step: number;
  values: Record<string, unknown>;
  documents: Record<string, unknown>;
} | null {
  const stored = localStorage.getItem(BOOKING_DRAFT_KEY);
  return stored === null ? null : JSON.parse(stored);
}

export function renderRequestPage(
  initialEntry: string | { pathname: string; search?: string; state?: unknown } = '/request',
) {
  // The page with its clientAction, where Book sends (the Component's props come from the stub).
  const Stub = createRoutesStub([{ path: '/request', Component: RequestPage as never, action: clientAction as never }]);
  const user = userEvent.setup();
  const view = render(<Stub initialEntries={[initialEntry]} />);
  return { user, ...view };
}

/** The French page, `/fr/request`, in French as the root layout would give it (docs/i18n.md). */
export function renderFrenchRequestPage(
  initialEntry: string | { pathname: string; search?: string; state?: unknown } = '/fr/request',
) {
  const Stub = createRoutesStub([
    { path: '/fr/request', Component: RequestPage as never, action: clientAction as never },
  ]);
  const user = userEvent.setup();
  const view = render(
    <I18nProvider language="fr">
      <Stub initialEntries={[initialEntry]} />
    </I18nProvider>,
  );
  return { user, ...view };
}

/** The yards as a server with no capacity or rate set answers them: the move-in step says nothing. */
const YARDS_WITHOUT_CAPACITY = (asOf: string) => ({
  asOf,
  yards: YARD_LOCATIONS.map(({ slug, label }) => ({
    slug,
    name: label,
    truckSpaces: { capacity: null, free: null, rate: null },
    trailerSpaces: { capacity: null, free: null, rate: null },
  })),
});

/**
 * fetch is the browser's: in these unit tests a test double answers as the server would. The
 * move-in step's read of the yards' free spaces is answered apart (as a server with no capacity
 * set), so the double sees only the calls a test is about.
 */
export function answerFetchWith(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchStub = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
  );
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => yardsAnswerFor(path) ?? fetchStub(path, init));
  return fetchStub;
}

/** The answer to the move-in step's read of the yards (none set); undefined for any other call. */
export function yardsAnswerFor(path: string): Response | undefined {
  if (typeof path !== 'string' || !path.startsWith('/api/Yards?')) return undefined;
  const asOf = new URL(path, 'http://localhost').searchParams.get('from') ?? '';
  return new Response(JSON.stringify(YARDS_WITHOUT_CAPACITY(asOf)), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}
