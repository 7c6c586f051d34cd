import { expect, test } from 'vitest';
import type { z } from 'zod';
import { createEnquiryInput } from '../tests/factories/contact.factory.ts';
import { type FieldError, issuePath } from './api-error.schema.ts';
import { EnquirySchema, lacksReplyWay } from './enquiry.schema.ts';

function issuesOf(result: z.ZodSafeParseResult<unknown>): FieldError[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message }));
}

function parseWith(field: string, value: unknown) {
  const input: Record<string, unknown> = { ...createEnquiryInput() };
  if (value === undefined) delete input[field];
  else input[field] = value;
  return EnquirySchema.safeParse(input);
}

test('a complete enquiry is accepted, its text trimmed', () => {
  const result = EnquirySchema.safeParse(
    createEnquiryInput({ FullName: '  Gurpreet Sandhu  ', Email: ' g@example.com ' }),
  );
  expect(issuesOf(result)).toEqual([]);
  expect(result.data).toMatchObject({ FullName: 'Gurpreet Sandhu', Email: 'g@example.com' });
});

test('an empty enquiry names the name and the message; with them, the missing way to reply', () => {
  expect(issuesOf(EnquirySchema.safeParse({}))).toEqual([
    { path: 'FullName', message: 'Full Name required' },
    { path: 'message', message: 'Message required' },
  ]);
  expect(issuesOf(EnquirySchema.safeParse({ FullName: 'Ann Lee', message: 'Room for two trailers?' }))).toEqual([
    { path: 'Email', message: 'Give an email address or a phone number so we can reply' },
  ]);
});

test('lacksReplyWay: neither an e-mail address nor a phone number, blanks counted as nothing', () => {
  expect(lacksReplyWay({})).toBe(true);
  expect(lacksReplyWay({ Email: ' ', PhoneNumber: '' })).toBe(true);
  expect(lacksReplyWay({ Email: 'ann@example.com' })).toBe(false);
  expect(lacksReplyWay({ PhoneNumber: '416-555-0123' })).toBe(false);
});

test('an e-mail address or a phone number is enough; company and address may be left out', () => {
  const bare = { FullName: 'Ann Lee', message: 'Do you have room for two trailers?' };
  for (const way of [{ Email: 'ann@example.com' }, { PhoneNumber: '416-555-0123' }]) {
    const result = EnquirySchema.safeParse({ ...bare, ...way });
    expect(issuesOf(result)).toEqual([]);
    expect(result.data).toMatchObject({ CompanyName: '', Address: '', ...way });
  }
  expect(issuesOf(EnquirySchema.safeParse({ ...bare, Email: ' ', PhoneNumber: '  ' }))).toEqual([
    { path: 'Email', message: 'Give an email address or a phone number so we can reply' },
  ]);
});

test('an old caller sending every field, as before, is accepted as before', () => {
  const result = EnquirySchema.safeParse(createEnquiryInput());
  expect(issuesOf(result)).toEqual([]);
  expect(result.data).toMatchObject({
    CompanyName: 'Sandhu Freight Lines',
    Address: '80 Courtneypark Dr, Mississauga',
  });
});

test.each([
  // Full Name: 3 to 30 characters
  ['FullName', undefined, 'Full Name required'],
  ['FullName', '', 'Full Name required'],
  ['FullName', '   ', 'Full Name required'],
  ['FullName', 'Al', 'Full Name must be at least 3 characters'],
  ['FullName', 'A'.repeat(31), 'Use at most 30 characters'],
  ['FullName', 'Ann\u0000', 'Remove the invisible control characters'],
  ['FullName', 42, 'Full Name required'],
  // Phone Number: 5 to 10 digits
  ['PhoneNumber', 'call me', 'Use digits only, with spaces, dashes or brackets if you like'],
  ['PhoneNumber', '1234', 'Phone Number must have 5 to 10 digits'],
  ['PhoneNumber', '416-555-01234', 'Phone Number must have 5 to 10 digits'],
  ['PhoneNumber', '1 2 3 4 5 6 7 8 9 0 1', 'Phone Number must have 5 to 10 digits'],
  ['PhoneNumber', '1  2  3  4  5  6  7  8', 'Use at most 20 characters'],
  // Company Name: 3 to 30 characters
  ['CompanyName', 'AB', 'Company Name must be at least 3 characters'],
  ['CompanyName', 'C'.repeat(31), 'Use at most 30 characters'],
  // Address: 3 to 40 characters
  ['Address', 'No', 'Address must be at least 3 characters'],
  ['Address', 'A'.repeat(41), 'Use at most 40 characters'],
  // Email: a valid address
  ['Email', 'not-an-email', 'Enter a valid email address, like name@example.com'],
  ['Email', 'two@example.com, three@example.com', 'Enter a valid email address, like name@example.com'],
  // message: at least 8 characters
  ['message', undefined, 'Message required'],
  ['message', 'Hello!!', 'Message must be at least 8 characters'],
  ['message', 'M'.repeat(2001), 'Use at most 2000 characters'],
])('%s = %j gives %j', (field, value, message) => {
  const issues = issuesOf(parseWith(field, value));
  // One message at a time: the one the form shows, and the only one the server reports.
  expect(issues).toEqual([{ path: field, message }]);
});

test.each([
  ['FullName', 'Ann'],
  ['FullName', 'A'.repeat(30)],
  ['PhoneNumber', '12345'],
  ['PhoneNumber', '(416) 555-0123'],
  ['PhoneNumber', '4165550123'],
  ['CompanyName', 'ABC'],
  ['CompanyName', 'C'.repeat(30)],
  ['Address', 'Elm'],
  ['Address', 'A'.repeat(40)],
  ['message', 'Hi there'],
  ['message', 'Line one\nLine two, with a tab\there'],
  ['message', 'M'.repeat(2000)],
  ['website', ''],
  ['website', undefined],
  // Optional: empty, or absent.
  ['PhoneNumber', ''],
  ['PhoneNumber', undefined],
  ['CompanyName', ''],
  ['CompanyName', undefined],
  ['Address', ''],
  ['Email', ''],
  ['Email', undefined],
  // A filled honeypot passes the schema: the server answers it as a success that does nothing.
  ['website', 'http://spam.example'],
])('%s = %j, at a bound or in form, is accepted', (field, value) => {
  expect(issuesOf(parseWith(field, value))).toEqual([]);
});
