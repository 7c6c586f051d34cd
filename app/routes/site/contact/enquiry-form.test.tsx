import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { EnquirySchema } from '../../../../domain/enquiry.schema.ts';
import { EMPTY_ENQUIRY, ENQUIRY_CHECKS, EnquiryForm } from './enquiry-form.tsx';
import {
  answerFetchWith,
  expectMessageOnceLeft,
  holdFetch,
  RECEIVED,
  renderForm,
  typeAnswers,
} from './testing/contact-fixtures.tsx';
import { OFFLINE_MESSAGE } from './send-contact-form.ts';
import { createEnquiryInput } from '../../../../tests/factories/contact.factory.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A complete enquiry, and what a visitor types for it into each labelled field. */
const ENQUIRY = createEnquiryInput();
const VALID: Record<string, string> = {
  'Full name': ENQUIRY.FullName,
  Email: ENQUIRY.Email ?? '',
  'Phone number': ENQUIRY.PhoneNumber ?? '',
  'Company name (optional)': ENQUIRY.CompanyName ?? '',
  'Address (optional)': ENQUIRY.Address ?? '',
  Message: ENQUIRY.message,
};

function renderEnquiry() {
  return renderForm('How can we help?', (headingId) => <EnquiryForm headingId={headingId} />);
}

test('every field has its label and helps the browser fill it in; only the name and message are required', async () => {
  renderEnquiry();
  const expected: Array<[string, string, boolean]> = [
    ['Full name', 'name', true],
    ['Email', 'email', false],
    ['Phone number', 'tel', false],
    ['Company name (optional)', 'organization', false],
    ['Address (optional)', 'address-line1', false],
  ];
  for (const [label, autocomplete, required] of expected) {
    const field = screen.getByLabelText(label, { exact: true });
    expect(field).toHaveAttribute('autocomplete', autocomplete);
    if (required) expect(field).toHaveAttribute('aria-required', 'true');
    else expect(field).not.toHaveAttribute('aria-required');
  }
  expect(screen.getByText(/an e-mail address or a phone number so we can reply/)).toBeInTheDocument();
  expect(screen.getByLabelText('Email', { exact: true })).toHaveAccessibleDescription(
    'An e-mail address or a phone number: one is enough.',
  );
  expect(screen.getByLabelText('Phone number', { exact: true })).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('Message', { exact: true }).tagName).toBe('TEXTAREA');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
});

test.each([
  ['Full name', '', 'Full Name required'],
  ['Full name', 'Al', 'Full Name must be at least 3 characters'],
  ['Phone number', '1234', 'Phone Number must have 5 to 10 digits'],
  ['Phone number', 'call me', 'Use digits only, with spaces, dashes or brackets if you like'],
  ['Company name (optional)', 'AB', 'Company Name must be at least 3 characters'],
  ['Email', 'gurpreet@', 'Enter a valid email address, like name@example.com'],
  ['Address (optional)', 'No', 'Address must be at least 3 characters'],
  ['Message', 'Hello', 'Message must be at least 8 characters'],
])('%s = %j shows %j once the field is left, tied to the field', async (label, value, message) => {
  const { user } = renderEnquiry();
  await expectMessageOnceLeft(user, label, value, message);
});

test('a message goes away as soon as the answer is right', async () => {
  const { user } = renderEnquiry();
  const name = screen.getByLabelText('Full name', { exact: true });
  await user.type(name, 'Al');
  await user.tab();
  expect(await screen.findByText('Full Name must be at least 3 characters')).toBeInTheDocument();
  await user.type(name, 'i');
  await waitFor(() => expect(screen.queryByText('Full Name must be at least 3 characters')).not.toBeInTheDocument());
  expect(name).not.toHaveAttribute('aria-invalid');
});

test('Send Message on an empty form shows every message, focuses the first field and sends nothing', async () => {
  const { fetchStub } = answerFetchWith(200, RECEIVED);
  const { user } = renderEnquiry();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());

  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  for (const message of [
    'Full Name required',
    'Give an email address or a phone number so we can reply',
    'Message required',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(screen.getByRole('alert')).toHaveTextContent('3 answers need your attention');
  await waitFor(() => expect(screen.getByLabelText('Full name', { exact: true })).toHaveFocus());
  expect(fetchStub).not.toHaveBeenCalled();
});

test('Enter in a field sends the enquiry once, waits for the answer, then thanks and empties the form', async () => {
  const held = holdFetch();
  const { user } = renderEnquiry();
  await typeAnswers(user, VALID);

  await user.type(screen.getByLabelText('Address (optional)', { exact: true }), '{Enter}');

  const sending = await screen.findByRole('button', { name: 'Sending your message…' });
  expect(sending).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Sending your message…');
  // Nothing is cleared before the answer.
  expect(screen.getByLabelText('Full name', { exact: true })).toHaveValue(ENQUIRY.FullName);
  await user.click(sending);
  expect(held.fetchStub).toHaveBeenCalledOnce();
  const [path, init] = held.fetchStub.mock.calls[0] as unknown as [string, RequestInit];
  expect(path).toBe('/api/Contact/Enquiry');
  expect(JSON.parse(init.body as string)).toEqual(ENQUIRY);

  held.answer(200, RECEIVED);

  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      `Thank you, ${ENQUIRY.FullName}. Your message was sent; we will reply to ${ENQUIRY.Email} or call you soon.`,
    ),
  );
  for (const label of Object.keys(VALID)) {
    expect(screen.getByLabelText(label, { exact: true })).toHaveValue('');
  }
  expect(screen.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('aria-disabled');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // The emptied form is not "touched": no message appears until the next answer is left.
  expect(screen.queryByText('Full Name required')).not.toBeInTheDocument();
});

test('a server failure says the message was not sent and keeps every value', async () => {
  answerFetchWith(503, {
    isSuccess: false,
    code: 'service_unavailable',
    message: 'The service is briefly unavailable; try again in a moment.',
  });
  const { user } = renderEnquiry();
  await typeAnswers(user, VALID);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your message was not sent. The service is briefly unavailable; try again in a moment. Your answers are still here.',
  );
  for (const [label, value] of Object.entries(VALID)) {
    expect(screen.getByLabelText(label, { exact: true })).toHaveValue(value);
  }
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
});

test('a rate-limited answer says how long to wait', async () => {
  answerFetchWith(
    429,
    { isSuccess: false, code: 'rate_limited', message: 'Too many requests; wait a moment and try again.' },
    { 'Retry-After': '120' },
  );
  const { user } = renderEnquiry();
  await typeAnswers(user, VALID);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please wait about 2 minutes and try again.');
  expect(screen.getByLabelText('Message', { exact: true })).toHaveValue(VALID.Message);
});

test('no connection keeps the values and says to try again', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  const { user } = renderEnquiry();
  await typeAnswers(user, VALID);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE);
  expect(screen.getByLabelText('Email', { exact: true })).toHaveValue(VALID.Email);
});

test("the server's refusal of a field shows under that field, which gets the focus", async () => {
  answerFetchWith(400, {
    isSuccess: false,
    code: 'validation_failed',
    message: 'Some fields need attention.',
    errors: [{ path: 'Email', message: 'Enter a valid email address, like name@example.com' }],
  });
  const { user } = renderEnquiry();
  await typeAnswers(user, VALID);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  const email = screen.getByLabelText('Email', { exact: true });
  expect(await screen.findByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(email).toHaveFocus());
  expect(screen.getByRole('alert')).toHaveTextContent('One answer needs your attention');
  expect(email).toHaveValue(VALID.Email);
});

test('the honeypot is out of reach: hidden, unfocusable, and sent empty', () => {
  const { form } = renderEnquiry();
  const honeypot = form.querySelector('input[name="website"]');
  expect(honeypot).toHaveAttribute('tabindex', '-1');
  expect(honeypot).toHaveAttribute('autocomplete', 'off');
  expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(within(form).queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
});

test("the browser's own checks on every field are the schema's (they are all there is without scripts)", () => {
  renderEnquiry();
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  expect(field('Full name')).toHaveAttribute('minlength', String(ENQUIRY_CHECKS.FullName.minLength));
  expect(field('Full name')).toHaveAttribute('maxlength', String(ENQUIRY_CHECKS.FullName.maxLength));
  expect(field('Message')).toHaveAttribute('minlength', '8');
  expect(field('Message')).toHaveAttribute('maxlength', '2000');
  expect(field('Email')).toHaveAttribute('type', 'email');
  expect(field('Email')).toHaveAttribute('inputmode', 'email');
  expect(field('Phone number')).toHaveAttribute('inputmode', 'tel');
  // The schema's "at most 20 characters" refinement, which the JSON Schema cannot carry.
  expect(field('Phone number')).toHaveAttribute('maxlength', '20');
  expect(EnquirySchema.safeParse({ ...EMPTY_ENQUIRY, PhoneNumber: '1'.repeat(21) }).error?.issues).toEqual(
    expect.arrayContaining([expect.objectContaining({ path: ['PhoneNumber'] })]),
  );
  for (const label of ['Full name', 'Message']) expect(field(label)).toBeRequired();
  for (const label of ['Email', 'Phone number', 'Company name (optional)', 'Address (optional)']) {
    expect(field(label)).not.toBeRequired();
  }
});

test('a name, a phone number and the message are enough: sent with the rest empty, and thanked with a call', async () => {
  const held = holdFetch();
  const { user } = renderEnquiry();
  await typeAnswers(user, {
    'Full name': 'Ann Lee',
    'Phone number': '416-555-0123',
    Message: 'Room for two trailers?',
  });
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await waitFor(() => expect(held.fetchStub).toHaveBeenCalledOnce());
  const [, init] = held.fetchStub.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(init.body as string)).toMatchObject({
    FullName: 'Ann Lee',
    PhoneNumber: '416-555-0123',
    Email: '',
    CompanyName: '',
    Address: '',
  });
  held.answer(200, RECEIVED);
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you, Ann Lee. Your message was sent; we will call you soon.',
    ),
  );
});
