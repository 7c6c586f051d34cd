import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { APPLICANT_API } from '../../../domain/applicant-status.schema.ts';
import { SERVED_STATUS_ELEMENT_ID } from '../../../domain/served-status.ts';
import ApplicationStatusPage from './application-status.tsx';
import { renderStatusPageContent } from './status-page-render.tsx';
import { STATUS_TOKEN, answerRequests, bodiesSent, renderStatusPage, statusView } from './testing/status-fixtures.tsx';

/** Spaces held until Monday 2026-11-23 at 15:04 in Toronto. */
const OFFERED = statusView({ status: 'Offered', stage: 'Offered', offerExpiresAt: '2026-11-23T20:04:00.000Z' });
const ACCEPTED = statusView({ status: 'Accepted', stage: 'Accepted', decidedAt: '2026-11-21T10:00:00.000Z' });
const DECLINED = statusView({ status: 'OfferDeclined', stage: 'OfferDeclined' });

const STATUS = `GET ${APPLICANT_API.status(STATUS_TOKEN)}`;
const ACCEPT = APPLICANT_API.acceptOffer(STATUS_TOKEN);
const DECLINE = APPLICANT_API.declineOffer(STATUS_TOKEN);

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(SERVED_STATUS_ELEMENT_ID)?.remove();
  document.body.replaceChildren();
});

/** The content the server puts into the page for `view`, in `language`, in the document as served. */
function served(view: typeof OFFERED, language: 'en' | 'fr'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderStatusPageContent(
    { token: STATUS_TOKEN, loadedAt: '2026-11-21T15:00:00.000Z', view },
    language,
  );
  document.body.append(container);
  return container;
}

describe('the spaces offered to a waitlisted application', () => {
  test('accepting posts an empty answer, thanks the applicant with focus and shows the new stage', async () => {
    const fetchStub = answerRequests({
      [STATUS]: [
        { status: 200, body: OFFERED },
        { status: 200, body: ACCEPTED },
      ],
      [`POST ${ACCEPT}`]: { status: 200, body: { isSuccess: true, status: 'Accepted', moveOutDate: null } },
    });
    const { user } = renderStatusPage();
    const offer = await screen.findByRole('region', { name: 'Do you want the spaces?' });
    await user.click(within(offer).getByRole('button', { name: 'Accept the spaces' }));

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thank you: the spaces are yours.');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(bodiesSent(fetchStub, 'POST', ACCEPT)).toEqual([{}]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Status: Accepted' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Do you want the spaces?' })).not.toBeInTheDocument();
  });

  test('declining sends nothing until confirmed on the page; keeping the offer goes back', async () => {
    const fetchStub = answerRequests({
      [STATUS]: [
        { status: 200, body: OFFERED },
        { status: 200, body: DECLINED },
      ],
      [`POST ${DECLINE}`]: { status: 200, body: { isSuccess: true, status: 'OfferDeclined', moveOutDate: null } },
    });
    const { user } = renderStatusPage();
    const offer = await screen.findByRole('region', { name: 'Do you want the spaces?' });
    await user.click(within(offer).getByRole('button', { name: 'Decline' }));

    const question = within(offer).getByText(/^Decline the spaces\? Your application will be closed/);
    await waitFor(() => expect(question).toHaveFocus());
    expect(within(offer).queryByRole('button', { name: 'Accept the spaces' })).not.toBeInTheDocument();
    expect(bodiesSent(fetchStub, 'POST', DECLINE)).toEqual([]);

    await user.click(within(offer).getByRole('button', { name: 'Keep the offer' }));
    await waitFor(() => expect(within(offer).getByRole('button', { name: 'Decline' })).toHaveFocus());
    expect(bodiesSent(fetchStub, 'POST', DECLINE)).toEqual([]);

    await user.click(within(offer).getByRole('button', { name: 'Decline' }));
    await user.click(within(offer).getByRole('button', { name: 'Yes, decline the spaces' }));
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('You declined the spaces. Your application is now closed.');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(bodiesSent(fetchStub, 'POST', DECLINE)).toEqual([{}]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Status: Offer declined' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Decision');
  });

  test('an offer that lapsed meanwhile is refused: the reason is shown and focused, nothing else changes', async () => {
    answerRequests({
      [STATUS]: { status: 200, body: OFFERED },
      [`POST ${ACCEPT}`]: {
        status: 409,
        body: { isSuccess: false, code: 'conflict', message: 'This offer has lapsed.' },
      },
    });
    const { user } = renderStatusPage();
    await user.click(await screen.findByRole('button', { name: 'Accept the spaces' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This offer has lapsed.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept the spaces' })).not.toHaveAttribute('aria-disabled');
  });

  test('in French, a refusal says what its code means and how long to wait', async () => {
    const french = APPLICANT_API.status(STATUS_TOKEN, 'fr');
    answerRequests({
      [`GET ${french}`]: { status: 200, body: OFFERED },
      [`POST ${ACCEPT}`]: {
        status: 429,
        headers: { 'Retry-After': '120' },
        body: { isSuccess: false, code: 'rate_limited', message: 'Too many requests.' },
      },
    });
    const { user } = renderStatusPage('fr');
    const offer = await screen.findByRole('region', { name: 'Voulez-vous ces places\u00a0?' });
    await user.click(within(offer).getByRole('button', { name: 'Accepter les places' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives à partir de cette connexion. Attendez un moment et réessayez. Réessayez dans environ 2 minutes.',
    );
  });

  test('with no connection, it says nothing was sent', async () => {
    answerRequests({ [STATUS]: { status: 200, body: OFFERED } });
    const { user } = renderStatusPage();
    const accept = await screen.findByRole('button', { name: 'Accept the spaces' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(accept);
    expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline. Nothing was sent');
  });

  test('the page the server fills has the offer and its buttons, in both languages', () => {
    const english = served(OFFERED, 'en');
    const offer = within(english).getByRole('region', { name: 'Do you want the spaces?' });
    expect(within(offer).getByRole('button', { name: 'Accept the spaces' })).toHaveAttribute('type', 'button');
    expect(within(offer).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(english).toHaveTextContent('Until November 23, 2026');

    const french = served(OFFERED, 'fr');
    expect(within(french).getByRole('button', { name: 'Accepter les places' })).toBeInTheDocument();
    expect(within(french).getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
  });

  test('the browser takes the served offer over as it is (a mismatch would be a console error)', async () => {
    const fetchStub = answerRequests({});
    const container = served(OFFERED, 'en');
    const html = container.innerHTML;
    const data = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: SERVED_STATUS_ELEMENT_ID,
      textContent: JSON.stringify({ token: STATUS_TOKEN, loadedAt: '2026-11-21T15:00:00.000Z', view: OFFERED }),
    });
    document.head.append(data);
    const Stub = createRoutesStub([{ path: '/status/:token', Component: ApplicationStatusPage as never }]);
    const root = await act(async () => hydrateRoot(container, <Stub initialEntries={[`/status/${STATUS_TOKEN}`]} />));
    expect(container.innerHTML).toBe(html);
    expect(fetchStub).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
