import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BOOKING_DRAFT_KEY } from '../../lib/booking-draft.ts';
import {
  answerFetchWith,
  completeDraftValues,
  DOCUMENT_REFERENCE,
  renderRequestPage,
  storeDraft,
  storedDraft,
  yardsAnswerFor,
} from './testing/booking-fixtures.tsx';
import { OFFLINE_MESSAGE } from './send-booking.ts';

/** The booking the stored draft holds. */
const DRAFT = completeDraftValues();
const BOOKED = { isSuccess: true, message: 'Done', id: 7, reference: 'BK-7K4M-9QX2' };

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function pressBook(user: ReturnType<typeof renderRequestPage>['user']) {
  await screen.findByRole('heading', { level: 2, name: /Move-in Info and Fleet Info/ });
  await waitFor(() => expect(screen.getByLabelText('Rate approved per spot (CAD)')).toHaveValue(325));
  await user.click(screen.getByRole('button', { name: 'Book' }));
  // A restored draft has no bank numbers (never kept on the device): Book names them first.
  await user.click(await screen.findByRole('button', { name: 'Send without them' }));
}

describe('sending the booking', () => {
  test('Book sends the parsed application once and shows the reference; the draft is cleared', async () => {
    storeDraft();
    const fetchStub = answerFetchWith(201, BOOKED);
    const { user } = renderRequestPage();
    await pressBook(user);

    const heading = await screen.findByRole('heading', { name: 'Booking received' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('BK-7K4M-9QX2');
    expect(
      screen.getByText(/We review every application within two business days and reply by e-mail to/),
    ).toHaveTextContent(`${DRAFT.personalInfo.email}; a confirmation e-mail is on its way.`);
    // The page's help section offers the phone with the reference to quote, where it is on every
    // booking and status page (the page's no-script notice, hidden by CSS, has one too).
    const help = screen.getByRole('region', { name: 'Questions?' });
    expect(within(help).getByRole('link', { name: '416-555-0142' })).toHaveAttribute('href', 'tel:+14165550142');
    expect(help).toHaveTextContent('quoting your reference BK-7K4M-9QX2');
    expect(screen.getByRole('link', { name: 'Book another' })).toHaveAttribute('href', '/request');

    expect(fetchStub).toHaveBeenCalledOnce();
    const [path, init] = fetchStub.mock.calls[0] ?? [];
    expect(path).toBe('/api/ApplicationFormData/CreateApplicationForm');
    const sent = JSON.parse(init?.body as string);
    const expected = completeDraftValues();
    // In the page's language, which the applicant's e-mails follow.
    expect(sent).toEqual({ ...expected, previousLandlordsNote: '', website: '', language: 'en' });
    expect(sent.personalInfo.articleOfIncorporationPath).toBe(DOCUMENT_REFERENCE);

    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });

  test('Next on the step before the last opens the last step and sends nothing', async () => {
    storeDraft({ step: 2 });
    const fetchStub = answerFetchWith(201, BOOKED);
    const { user } = renderRequestPage();
    const reference = await screen.findByRole('group', { name: 'Reference 1' });
    await waitFor(() => expect(within(reference).getByLabelText('Name')).toHaveValue(DRAFT.references[0]?.name));
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    expect(await screen.findByRole('heading', { level: 2, name: /Move-in Info and Fleet Info/ })).toBeInTheDocument();
    // In a real browser the click's default action runs after React re-renders: had the clicked
    // button become the submit button in place, that same click would have sent the booking.
    expect(next.isConnected).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  test('a submit from an earlier step (Enter in a field) checks nothing and sends nothing', async () => {
    const fetchStub = answerFetchWith(201, BOOKED);
    renderRequestPage();
    const firstName = await screen.findByLabelText('First name');
    fireEvent.submit(firstName.closest('form') as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  test('Book another opens an empty form', async () => {
    storeDraft();
    answerFetchWith(201, BOOKED);
    const { user } = renderRequestPage();
    await pressBook(user);
    await user.click(await screen.findByRole('link', { name: 'Book another' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Personal Info/ })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  test('a reload of the confirmation shows it again and sends nothing', async () => {
    const fetchStub = answerFetchWith(201, BOOKED);
    renderRequestPage({
      pathname: '/request',
      search: '?done=BK-7K4M-9QX2',
      state: { bookedEmail: 'ada@example.com' },
    });
    expect(await screen.findByRole('heading', { name: 'Booking received' })).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('BK-7K4M-9QX2');
    expect(screen.getByText(/reply by e-mail to/)).toHaveTextContent('ada@example.com');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  test('while sending, Book reads Sending… and a second press sends nothing more', async () => {
    storeDraft();
    let answer: (response: Response) => void = () => undefined;
    const fetchStub = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', async (path: string) => yardsAnswerFor(path) ?? fetchStub());
    const { user } = renderRequestPage();
    await pressBook(user);

    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    expect(fetchStub).toHaveBeenCalledOnce();

    answer(new Response(JSON.stringify(BOOKED), { status: 201 }));
    expect(await screen.findByRole('heading', { name: 'Booking received' })).toBeInTheDocument();
  });

  test('offline: nothing is sent, the person is told, and every answer stays', async () => {
    storeDraft();
    const fetchStub = answerFetchWith(201, BOOKED);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderRequestPage();
    await pressBook(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE);
    expect(fetchStub).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Rate approved per spot (CAD)')).toHaveValue(325);
    expect(storedDraft()?.values).toMatchObject({ personalInfo: { firstName: DRAFT.personalInfo.firstName } });
  });

  test('a connection lost while sending gives the same advice and keeps the answers', async () => {
    storeDraft();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { user } = renderRequestPage();
    await pressBook(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Book' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: /Personal Info/ }));
    expect(screen.getByLabelText('First name')).toHaveValue(DRAFT.personalInfo.firstName);
  });

  test('the server refusing answers puts each message on its field and opens the first step concerned', async () => {
    storeDraft();
    answerFetchWith(400, {
      isSuccess: false,
      code: 'validation_failed',
      message: 'Some answers are not valid',
      errors: [
        { path: 'references.0.email', message: 'This address cannot receive mail' },
        { path: 'personalInfo.email', message: 'Use a company address' },
        { path: 'applicationWindow', message: 'Bookings are closed today' },
      ],
    });
    const { user } = renderRequestPage();
    await pressBook(user);

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Email: Use a company address' })).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: 'Reference 1: Email: This address cannot receive mail' }),
    ).toBeInTheDocument();
    expect(within(summary).getByText('Bookings are closed today')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /Personal Info/ })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue(DRAFT.personalInfo.email);
    expect(screen.getByText('Use a company address')).toBeInTheDocument();

    await user.click(within(summary).getByRole('link', { name: /Reference 1: Email/ }));
    const reference = await screen.findByRole('group', { name: 'Reference 1' });
    const referenceEmail = within(reference).getByLabelText('Email');
    await waitFor(() => expect(referenceEmail).toHaveFocus());
    expect(within(reference).getByText('This address cannot receive mail')).toBeInTheDocument();
  });

  test('too many attempts: the message says how long to wait', async () => {
    storeDraft();
    answerFetchWith(
      429,
      { isSuccess: false, code: 'rate_limited', message: 'Too many bookings from this connection.' },
      { 'Retry-After': '90' },
    );
    const { user } = renderRequestPage();
    await pressBook(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many bookings from this connection. Please wait about 2 minutes before pressing Book again.',
    );
  });

  test("any other failure shows the server's message and keeps the draft", async () => {
    storeDraft();
    answerFetchWith(503, { isSuccess: false, code: 'service_unavailable', message: 'We are updating the site.' });
    const { user } = renderRequestPage();
    await pressBook(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('We are updating the site.');
    expect(storedDraft()).not.toBeNull();
  });

  test('a bounced-cheque date typed before answering No is not sent', async () => {
    const values = completeDraftValues();
    values.fleetInfo.lastBouncedCheckOrMissedPayment = '2025-01-01';
    values.fleetInfo.bouncedCheckExplanation = 'Bank error';
    storeDraft({ values });
    const fetchStub = answerFetchWith(201, BOOKED);
    const { user } = renderRequestPage();
    await pressBook(user);
    await screen.findByRole('heading', { name: 'Booking received' });
    const sent = JSON.parse(fetchStub.mock.calls[0]?.[1]?.body as string);
    expect(sent.fleetInfo).toMatchObject({ lastBouncedCheckOrMissedPayment: '', bouncedCheckExplanation: '' });
  });
});
