import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { XhrStub } from '../../lib/testing/xhr-stub.ts';
import { SERVED_STATUS_ELEMENT_ID, type ServedStatus } from '../../../domain/served-status.ts';
import ApplicationStatusPage, { meta } from './application-status.tsx';
import { renderStatusPageContent } from './status-page-render.tsx';
import { CORRECTIONS_SENT_MESSAGE } from './status-messages.ts';
import { createApplicantStatusView } from '../../../tests/factories/api-replies.factory.ts';

const TOKEN = 'T'.repeat(43);
const NEW_REFERENCE = 'N'.repeat(43);

const CORRECTIONS = createApplicantStatusView({
  status: 'CorrectionsRequested',
  stage: 'CorrectionsRequested',
  reason: 'Please send a readable copy.',
  corrections: [
    { kind: 'CertificateOfInsurance', label: 'Certificate of Insurance', reason: 'The document has expired' },
  ],
});

/** fetch is the browser's: here a test double answers in turn, as the server would. */
function answerFetch(...replies: Array<{ status: number; body: unknown }>) {
  const fetchStub = vi.fn(async (_path: string, _init?: RequestInit) => {
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (!reply) throw new Error('No reply left');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function renderStatusPage(token = TOKEN) {
  const Stub = createRoutesStub([{ path: '/status/:token', Component: ApplicationStatusPage as never }]);
  const user = userEvent.setup();
  render(<Stub initialEntries={[`/status/${token}`]} />);
  return { user };
}

beforeEach(() => {
  XhrStub.reset();
  vi.stubGlobal('XMLHttpRequest', XhrStub);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page as the server serves it: the content rendered from `served`, the same data in the head. */
function serveFilled(served: ServedStatus): HTMLElement {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = SERVED_STATUS_ELEMENT_ID;
  data.textContent = JSON.stringify(served);
  document.head.append(data);
  const container = document.createElement('div');
  container.innerHTML = renderStatusPageContent(served, 'en');
  document.body.append(container);
  return container;
}

describe('the status page served filled by the server', () => {
  const served: ServedStatus = { token: TOKEN, loadedAt: '2026-11-20T15:00:00.000Z', view: CORRECTIONS };

  afterEach(() => {
    document.getElementById(SERVED_STATUS_ELEMENT_ID)?.remove();
    document.body.replaceChildren();
  });

  test('reads without scripts, and hydrates to the same markup without asking the server again', async () => {
    const fetchStub = answerFetch({ status: 500, body: {} });
    const container = serveFilled(served);
    const servedHtml = container.innerHTML;
    expect(within(container).getByRole('heading', { level: 1, name: 'Your application' })).toBeInTheDocument();
    expect(within(container).getByText('The document has expired', { exact: false })).toBeInTheDocument();

    const mismatches: unknown[] = [];
    const Stub = createRoutesStub([{ path: '/status/:token', Component: ApplicationStatusPage as never }]);
    await act(async () => {
      hydrateRoot(container, <Stub initialEntries={[`/status/${TOKEN}`]} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe(servedHtml);
    expect(fetchStub).not.toHaveBeenCalled();
    // Read once: a later visit to the screen in this tab asks the server.
    expect(document.getElementById(SERVED_STATUS_ELEMENT_ID)).toBeNull();
  });

  test("another token's served data is never shown: the page asks the server for its own", async () => {
    const fetchStub = answerFetch({ status: 404, body: { isSuccess: false, code: 'not_found', message: 'No.' } });
    serveFilled({ ...served, token: 'X'.repeat(43) });
    renderStatusPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(fetchStub).toHaveBeenCalledWith(`/api/ApplicationStatus/${TOKEN}`, expect.anything());
  });
});

describe('the applicant status page', () => {
  test('is kept out of search results', () => {
    expect(meta({ location: { pathname: '/status/x' } } as never)).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });

  test('a malformed link is answered kindly without asking the server, with the contact', async () => {
    const fetchStub = answerFetch({ status: 500, body: {} });
    renderStatusPage('not-a-token');
    expect(screen.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '416-555-0142' })).toHaveAttribute('href', 'tel:+14165550142');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  test('an unknown token (404) shows the same kind page', async () => {
    const fetchStub = answerFetch({ status: 404, body: { isSuccess: false, code: 'not_found', message: 'No.' } });
    renderStatusPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(fetchStub).toHaveBeenCalledWith(`/api/ApplicationStatus/${TOKEN}`, expect.anything());
  });

  test('a rejection shows the reference, dates, the reason, what is next and no upload', async () => {
    answerFetch({
      status: 200,
      body: createApplicantStatusView({
        status: 'Rejected',
        stage: 'Rejected',
        decidedAt: '2026-11-22T15:00:00.000Z',
        reason: 'No space at the chosen yard',
      }),
    });
    renderStatusPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Status: Not accepted' })).toBeInTheDocument();
    expect(screen.getByTestId('status-reference')).toHaveTextContent('YRD-7K2Q-9M4T');
    expect(screen.getByText('Submitted').nextElementSibling).toHaveTextContent('November 20, 2026');
    expect(screen.getByText(/No space at the chosen yard/)).toBeInTheDocument();
    expect(screen.getByText(/If you have questions about this decision/)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Decision');
    expect(screen.queryByRole('button', { name: 'Send the new documents' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@safeyard.example' })).toBeInTheDocument();
  });

  test('requested corrections: each document with its reason; nothing is sent until it is uploaded', async () => {
    const fetchStub = answerFetch({ status: 200, body: CORRECTIONS });
    const { user } = renderStatusPage();
    const form = await screen.findByRole('region', { name: 'Documents to replace' });
    expect(within(form).getByText('The document has expired')).toBeInTheDocument();
    expect(screen.getByText(/Please send a readable copy\./)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Send the new documents' }));
    expect(await within(form).findByText('Upload the new Certificate of Insurance first')).toBeInTheDocument();
    expect(within(form).getByLabelText('New Certificate of Insurance')).toHaveFocus();
    expect(fetchStub).toHaveBeenCalledOnce();
  });

  test('an accepted customer whose certificate of insurance is due for renewal can upload the new one', async () => {
    answerFetch({
      status: 200,
      body: createApplicantStatusView({
        status: 'Accepted',
        stage: 'Accepted',
        decidedAt: '2026-11-21T10:00:00.000Z',
        insuranceExpiresOn: '2026-12-20',
        corrections: [
          {
            kind: 'CertificateOfInsurance',
            label: 'Certificate of Insurance',
            reason: 'Your certificate of insurance expires on 2026-12-20: upload the renewed certificate',
          },
        ],
      }),
    });
    renderStatusPage();
    const form = await screen.findByRole('region', { name: 'Documents to replace' });
    expect(within(form).getByText(/upload the renewed certificate/)).toBeInTheDocument();
    expect(within(form).getByLabelText('New Certificate of Insurance')).toBeInTheDocument();
  });

  test('the new document uploads through the booking endpoint and one press sends it; the page says so', async () => {
    const fetchStub = answerFetch(
      { status: 200, body: CORRECTIONS },
      { status: 200, body: { isSuccess: true, status: 'Pending' } },
      { status: 200, body: createApplicantStatusView({ stage: 'InReview', updatedAt: '2026-11-23T10:00:00.000Z' }) },
    );
    const { user } = renderStatusPage();
    const input = await screen.findByLabelText('New Certificate of Insurance');
    await user.upload(input, new File(['%PDF-1.7 new'], 'insurance-2027.pdf', { type: 'application/pdf' }));
    const upload = XhrStub.last();
    expect(upload.url).toBe('/api/ApplicationFormData/CertificateOfInsurance');
    act(() => upload.respond(200, { response: NEW_REFERENCE, contentType: 'application/pdf', size: 12 }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send the new documents' }));
    const sentMessage = await screen.findByText(CORRECTIONS_SENT_MESSAGE);
    await waitFor(() => expect(sentMessage).toHaveFocus());
    const [path, init] = fetchStub.mock.calls[1] ?? [];
    expect(path).toBe(`/api/ApplicationStatus/${TOKEN}/Corrections`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ documents: { CertificateOfInsurance: NEW_REFERENCE } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Status: In review' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Documents to replace' })).not.toBeInTheDocument();
  });

  test('a refusal of the corrections is shown and focused, with every field message', async () => {
    answerFetch(
      { status: 200, body: CORRECTIONS },
      {
        status: 400,
        body: {
          isSuccess: false,
          code: 'validation_failed',
          message: 'Some documents were refused.',
          errors: [{ path: 'documents.CertificateOfInsurance', message: 'This upload was already used' }],
        },
      },
    );
    const { user } = renderStatusPage();
    await user.upload(
      await screen.findByLabelText('New Certificate of Insurance'),
      new File(['%PDF-1.7'], 'insurance.pdf', { type: 'application/pdf' }),
    );
    act(() => XhrStub.last().respond(200, { response: NEW_REFERENCE, contentType: 'application/pdf', size: 8 }));
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Send the new documents' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some documents were refused. This upload was already used');
    await waitFor(() => expect(alert).toHaveFocus());
  });
});
