import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { APPLICANT_API } from '../../../domain/applicant-status.schema.ts';
import type { Language } from '../../../domain/language.ts';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { StatusNotice } from './status-notice.tsx';
import { STATUS_TOKEN, answerRequests, bodiesSent, renderStatusPage, statusView } from './testing/status-fixtures.tsx';

const NOTICE = APPLICANT_API.notice(STATUS_TOKEN);
const EARLIEST = '2027-01-15';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderNoticeForm(language: Language = 'en') {
  const onGiven = vi.fn();
  const user = userEvent.setup();
  render(
    <I18nProvider language={language}>
      <StatusNotice token={STATUS_TOKEN} moveOutDate={null} earliestMoveOutDate={EARLIEST} onGiven={onGiven} />
    </I18nProvider>,
  );
  return { user, onGiven };
}

/** The field's description as a screen reader reads it: every part aria-describedby names. */
function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
}

describe('giving notice of moving out', () => {
  test('the date field says the minimum, and a day too soon is refused at the field without sending', async () => {
    const fetchStub = answerRequests({});
    const { user, onGiven } = renderNoticeForm();
    const form = screen.getByRole('region', { name: 'Give notice of moving out' });
    const field = within(form).getByLabelText('Move-out date');
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveAttribute('min', EARLIEST);
    expect(descriptionOf(field)).toContain('We need at least 30 days’ notice: choose January 15, 2027 or later.');

    await user.type(field, '2027-01-14');
    await user.click(within(form).getByRole('button', { name: 'Give notice' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(field)).toContain('Choose January 15, 2027 or later: we need at least 30 days’ notice');
    expect(fetchStub).not.toHaveBeenCalled();
    expect(onGiven).not.toHaveBeenCalled();
  });

  test('an empty or malformed date is refused at the field too', async () => {
    const fetchStub = answerRequests({});
    const { user } = renderNoticeForm();
    const field = screen.getByLabelText('Move-out date');
    await user.click(screen.getByRole('button', { name: 'Give notice' }));
    expect(descriptionOf(field)).toContain('Choose your move-out date');
    // A browser without a date picker shows a text box, where anything can be typed.
    field.setAttribute('type', 'text');
    await user.type(field, '2027-02-30');
    await user.click(screen.getByRole('button', { name: 'Give notice' }));
    expect(descriptionOf(field)).toContain('Enter a real date, as YYYY-MM-DD');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  test('a day far enough ahead is sent as it is, and the page is told', async () => {
    const fetchStub = answerRequests({
      [`POST ${NOTICE}`]: { status: 200, body: { isSuccess: true, status: 'Accepted', moveOutDate: '2027-01-15' } },
    });
    const { user, onGiven } = renderNoticeForm();
    await user.type(screen.getByLabelText('Move-out date'), EARLIEST);
    await user.click(screen.getByRole('button', { name: 'Give notice' }));
    await waitFor(() => expect(onGiven).toHaveBeenCalledOnce());
    expect(bodiesSent(fetchStub, 'POST', NOTICE)).toEqual([{ moveOutDate: EARLIEST }]);
  });

  test('the server’s refusal of the date is shown at the field, which takes the focus', async () => {
    answerRequests({
      [`POST ${NOTICE}`]: {
        status: 400,
        body: {
          isSuccess: false,
          code: 'validation_failed',
          message: 'The notice was refused.',
          errors: [{ path: 'moveOutDate', message: 'Give at least 30 days of notice' }],
        },
      },
    });
    const { user, onGiven } = renderNoticeForm();
    const field = screen.getByLabelText('Move-out date');
    await user.type(field, '2027-03-01');
    await user.click(screen.getByRole('button', { name: 'Give notice' }));
    await waitFor(() => expect(descriptionOf(field)).toContain('Give at least 30 days of notice'));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onGiven).not.toHaveBeenCalled();
  });

  test('in French: the label, the hint and the refusal', async () => {
    answerRequests({});
    const { user } = renderNoticeForm('fr');
    const form = screen.getByRole('region', { name: 'Donner votre préavis de départ' });
    const field = within(form).getByLabelText('Date de départ');
    expect(descriptionOf(field)).toContain(
      'Le préavis est d’au moins 30\u00a0jours\u00a0: choisissez le 15 janvier 2027 ou une date ultérieure.',
    );
    await user.type(field, '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Donner mon préavis' }));
    expect(descriptionOf(field)).toContain('Choisissez le 15 janvier 2027 ou une date ultérieure');
  });

  test('once notice is given, the move-out date in words, in both languages', () => {
    const given = (language: Language) =>
      render(
        <I18nProvider language={language}>
          <StatusNotice token={STATUS_TOKEN} moveOutDate="2027-02-01" earliestMoveOutDate={null} onGiven={vi.fn()} />
        </I18nProvider>,
      );
    const { unmount } = given('en');
    expect(screen.getByRole('region', { name: 'Moving out' })).toHaveTextContent(
      'You gave notice: your move-out date is February 1, 2027. Your spaces stay yours until the day before.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    unmount();
    given('fr');
    // The space before the colon is a non-breaking one, as French typography wants.
    expect(screen.getByRole('region', { name: 'Votre départ' }).textContent).toContain(
      'Vous avez donné votre préavis\u00a0: votre date de départ est le 1 février 2027.',
    );
  });

  test('on the page: an accepted customer gives notice, is thanked, and sees the date', async () => {
    const accepted = { status: 'Accepted', stage: 'Accepted', decidedAt: '2026-11-21T10:00:00.000Z' } as const;
    answerRequests({
      [`GET ${APPLICANT_API.status(STATUS_TOKEN)}`]: [
        { status: 200, body: statusView({ ...accepted, earliestMoveOutDate: EARLIEST }) },
        { status: 200, body: statusView({ ...accepted, moveOutDate: '2027-02-01' }) },
      ],
      [`POST ${NOTICE}`]: { status: 200, body: { isSuccess: true, status: 'Accepted', moveOutDate: '2027-02-01' } },
    });
    const { user } = renderStatusPage();
    await user.type(await screen.findByLabelText('Move-out date'), '2027-02-01');
    await user.click(screen.getByRole('button', { name: 'Give notice' }));
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thank you: we have your notice of moving out.');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(await screen.findByRole('region', { name: 'Moving out' })).toHaveTextContent('February 1, 2027');
  });
});
