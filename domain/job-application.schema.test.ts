import { expect, test } from 'vitest';
import type { z } from 'zod';
import { createJobApplicationInput } from '../tests/factories/contact.factory.ts';
import { type FieldError, issuePath } from './api-error.schema.ts';
import { JobApplicationSchema } from './job-application.schema.ts';

function issuesOf(result: z.ZodSafeParseResult<unknown>): FieldError[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message }));
}

function parseWith(field: string, value: unknown) {
  const input: Record<string, unknown> = { ...createJobApplicationInput() };
  if (value === undefined) delete input[field];
  else input[field] = value;
  return JobApplicationSchema.safeParse(input);
}

test('a complete job application is accepted, its text trimmed', () => {
  const result = JobApplicationSchema.safeParse(createJobApplicationInput({ hiringFor: ' Dispatcher ' }));
  expect(issuesOf(result)).toEqual([]);
  expect(result.data).toMatchObject({ hiringFor: 'Dispatcher', years: 6 });
});

test("an empty application shows the original form's messages, Address included", () => {
  expect(issuesOf(JobApplicationSchema.safeParse({}))).toEqual([
    { path: 'FullName', message: 'Full Name required' },
    { path: 'telephone', message: 'Telephone Number required' },
    // The original's 'Adress is required' read a field that does not exist, so it never showed.
    { path: 'Address', message: 'Address is required' },
    { path: 'Email', message: 'Email is required' },
    { path: 'hiringFor', message: 'Job title required' },
    { path: 'years', message: 'Number of years of experience required' },
  ]);
});

test.each([
  // Full Name: 2 to 40 characters
  ['FullName', undefined, 'Full Name required'],
  ['FullName', '  ', 'Full Name required'],
  ['FullName', 'A', 'Full Name must be at least 2 characters'],
  ['FullName', 'A'.repeat(41), 'Use at most 40 characters'],
  ['FullName', 'Bo\u202E', 'Remove the invisible control characters'],
  // telephone: 5 to 20 characters, at least 5 of them digits
  ['telephone', undefined, 'Telephone Number required'],
  ['telephone', '', 'Telephone Number required'],
  ['telephone', 'phone me', 'Use digits only, with spaces, dashes or brackets if you like'],
  ['telephone', '1234', 'Telephone Number must be at least 5 characters'],
  ['telephone', '1-2-3', 'Telephone Number must have at least 5 digits'],
  ['telephone', '+1 (905) 555-0188 x12', 'Use digits only, with spaces, dashes or brackets if you like'],
  ['telephone', '1'.repeat(21), 'Use at most 20 characters'],
  // Address: 2 to 50 characters
  ['Address', undefined, 'Address is required'],
  ['Address', 'A', 'Address must be at least 2 characters'],
  ['Address', 'A'.repeat(51), 'Use at most 50 characters'],
  // Email
  ['Email', '', 'Email is required'],
  ['Email', 'olena@', 'Enter a valid email address, like name@example.com'],
  // hiringFor (job title): 2 to 20 characters
  ['hiringFor', undefined, 'Job title required'],
  ['hiringFor', 'X', 'Job title must be at least 2 characters'],
  ['hiringFor', 'J'.repeat(21), 'Use at most 20 characters'],
  // years: a number from 2 to 10
  ['years', undefined, 'Number of years of experience required'],
  ['years', null, 'Number of years of experience required'],
  ['years', '5', 'Number of years of experience required'],
  ['years', Number.NaN, 'Number of years of experience required'],
  ['years', 1, 'At least 2 years of experience are required'],
  ['years', 11, 'Enter at most 10 (10 means 10 or more)'],
  ['years', 3.5, 'Enter whole years, like 3'],
])('%s = %j gives %j', (field, value, message) => {
  const issues = issuesOf(parseWith(field, value));
  // One message at a time: the one the form shows, and the only one the server reports.
  expect(issues).toEqual([{ path: field, message }]);
});

test.each([
  ['FullName', 'Bo'],
  ['FullName', 'A'.repeat(40)],
  ['telephone', '12345'],
  ['telephone', '+1 (905) 555-0188'],
  ['telephone', '1'.repeat(20)],
  ['Address', 'Al'],
  ['Address', 'A'.repeat(50)],
  ['hiringFor', 'AZ'],
  ['hiringFor', 'J'.repeat(20)],
  ['years', 2],
  ['years', 10],
  ['website', ''],
  ['website', undefined],
  // A filled honeypot passes the schema: the server answers it as a success that does nothing.
  ['website', 'spam'],
])('%s = %j, at a bound or in form, is accepted', (field, value) => {
  expect(issuesOf(parseWith(field, value))).toEqual([]);
});
