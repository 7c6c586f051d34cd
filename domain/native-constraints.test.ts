import { expect, test } from 'vitest';
import { ENQUIRY_LIMITS, EnquirySchema } from './enquiry.schema.ts';
import { JOB_APPLICATION_LIMITS, JobApplicationSchema } from './job-application.schema.ts';
import { nativeConstraintsOf } from './native-constraints.ts';
import { createEnquiryInput } from '../tests/factories/contact.factory.ts';

test("the enquiry's browser checks are the schema's bounds", () => {
  expect(nativeConstraintsOf(EnquirySchema)).toEqual({
    FullName: { required: true, minLength: ENQUIRY_LIMITS.fullName.min, maxLength: ENQUIRY_LIMITS.fullName.max },
    // Optional: a reply needs an e-mail address or a phone number, a rule the server answers. The
    // phone's digit bounds and the optional fields' minimums are patterns the browser is not given.
    PhoneNumber: { maxLength: 20 },
    CompanyName: { maxLength: ENQUIRY_LIMITS.companyName.max },
    Address: { maxLength: ENQUIRY_LIMITS.address.max },
    Email: { maxLength: 254 },
    message: { required: true, minLength: ENQUIRY_LIMITS.message.min, maxLength: ENQUIRY_LIMITS.message.max },
    // The honeypot takes what a bot types (answered as a success, nothing stored), up to its bound.
    website: { maxLength: 500 },
  });
});

test("the job application's browser checks are the schema's bounds, years as a number box's min and max", () => {
  const checks = nativeConstraintsOf(JobApplicationSchema);
  expect(checks.telephone).toEqual({ required: true, minLength: 5, maxLength: 20 });
  expect(checks.years).toEqual({
    required: true,
    min: JOB_APPLICATION_LIMITS.years.min,
    max: JOB_APPLICATION_LIMITS.years.max,
  });
  expect(checks.hiringFor).toEqual({ required: true, minLength: 2, maxLength: 20 });
});

test('what passes the browser at its bounds passes the schema, and one character beyond does not', () => {
  for (const name of ['CompanyName', 'Address'] as const) {
    const { maxLength = 0 } = nativeConstraintsOf(EnquirySchema)[name];
    const valid = createEnquiryInput();
    expect(EnquirySchema.safeParse({ ...valid, [name]: '' }).success, name).toBe(true);
    expect(EnquirySchema.safeParse({ ...valid, [name]: 'a'.repeat(maxLength) }).success, name).toBe(true);
    expect(EnquirySchema.safeParse({ ...valid, [name]: 'a'.repeat(maxLength + 1) }).success, name).toBe(false);
  }
  const checks = nativeConstraintsOf(EnquirySchema);
  const valid = createEnquiryInput();
  for (const name of ['FullName', 'message'] as const) {
    const { minLength = 1, maxLength = 0 } = checks[name];
    expect(EnquirySchema.safeParse({ ...valid, [name]: 'a'.repeat(minLength) }).success, name).toBe(true);
    expect(EnquirySchema.safeParse({ ...valid, [name]: 'a'.repeat(maxLength) }).success, name).toBe(true);
    expect(EnquirySchema.safeParse({ ...valid, [name]: 'a'.repeat(minLength - 1) }).success, name).toBe(false);
    expect(EnquirySchema.safeParse({ ...valid, [name]: 'a'.repeat(maxLength + 1) }).success, name).toBe(false);
  }
});
