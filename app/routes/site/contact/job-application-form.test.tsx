import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { JobApplicationForm } from './job-application-form.tsx';
import {
  answerFetchWith,
  expectMessageOnceLeft,
  RECEIVED,
  renderForm,
  typeAnswers,
} from './testing/contact-fixtures.tsx';
import { createJobApplicationInput } from '../../../../tests/factories/contact.factory.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A complete job application, and what a visitor types for it into each labelled field. */
const APPLICATION = createJobApplicationInput();
const VALID = {
  'Full name': APPLICATION.FullName,
  'Telephone number': APPLICATION.telephone,
  Email: APPLICATION.Email,
  Address: APPLICATION.Address,
  'Job title': APPLICATION.hiringFor,
  'Years of experience': String(APPLICATION.years),
};

function renderJobForm() {
  return renderForm('Launch Your Career with Us', (headingId) => <JobApplicationForm headingId={headingId} />);
}

test.each([
  ['Full name', '', 'Full Name required'],
  ['Full name', 'A', 'Full Name must be at least 2 characters'],
  ['Telephone number', '', 'Telephone Number required'],
  ['Telephone number', '1234', 'Telephone Number must be at least 5 characters'],
  // The original's 'Adress is required' never showed (it read a field that does not exist).
  ['Address', '', 'Address is required'],
  ['Email', '', 'Email is required'],
  ['Job title', '', 'Job title required'],
  ['Years of experience', '', 'Number of years of experience required'],
  ['Years of experience', '1', 'At least 2 years of experience are required'],
  ['Years of experience', '11', 'Enter at most 10 (10 means 10 or more)'],
])('%s = %j shows %j once the field is left', async (label, value, message) => {
  const { user } = renderJobForm();
  await expectMessageOnceLeft(user, label, value, message);
});

test('years of experience is a number box from 2 to 10, and says what to enter beyond 10', () => {
  renderJobForm();
  const years = screen.getByLabelText('Years of experience', { exact: true });
  expect(years).toHaveAttribute('type', 'number');
  expect(years).toHaveAttribute('min', '2');
  expect(years).toHaveAttribute('max', '10');
  expect(years).toHaveAccessibleDescription('From 2 to 10; enter 10 if you have more');
});

test('Apply on an empty form shows the six required-field messages and sends nothing', async () => {
  const { fetchStub } = answerFetchWith(200, RECEIVED);
  const { user } = renderJobForm();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  for (const message of [
    'Full Name required',
    'Telephone Number required',
    'Address is required',
    'Email is required',
    'Job title required',
    'Number of years of experience required',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  await waitFor(() => expect(screen.getByLabelText('Full name', { exact: true })).toHaveFocus());
  expect(fetchStub).not.toHaveBeenCalled();
});

test('Apply sends the application with years as a number, then thanks and empties the form', async () => {
  const { calls } = answerFetchWith(200, RECEIVED);
  const { user } = renderJobForm();
  await typeAnswers(user, VALID);

  await user.click(screen.getByRole('button', { name: 'Apply' }));

  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      `Thank you for applying, ${APPLICATION.FullName}. We will contact you at ${APPLICATION.Email} if there is a match.`,
    ),
  );
  // Years typed as text reach the server as a number.
  expect(calls).toEqual([{ path: '/api/Contact/JobApplication', body: APPLICATION }]);
  for (const label of Object.keys(VALID)) {
    expect(screen.getByLabelText(label, { exact: true })).toHaveValue(label === 'Years of experience' ? null : '');
  }
});

test('a failure says the application was not sent and keeps every value', async () => {
  answerFetchWith(500, '<html>Bad gateway</html>');
  const { user } = renderJobForm();
  await typeAnswers(user, VALID);
  await user.click(screen.getByRole('button', { name: 'Apply' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your application was not sent. Our server could not answer (error 500).',
  );
  for (const [label, value] of Object.entries(VALID)) {
    const field = screen.getByLabelText(label, { exact: true });
    expect(field).toHaveValue(label === 'Years of experience' ? Number(value) : value);
  }
});
