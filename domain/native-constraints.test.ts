import { expect, test } from 'vitest';
import { ENQUIRY_LIMITS, EnquirySchema } from './enquiry.schema.ts';
import { JOB_APPLICATION_LIMITS, JobApplicationSchema } from './job-application.schema.ts';
import { nativeConstraintsOf } from './native-constraints.ts';
import { createEnquiryInput } from '../tests/factories/contact.factory.ts';

test("the enquiry's browser checks are the schema's bounds", () => {
  expect(nativeConstraintsOf(EnquirySchema)).toEqual({
    FullName: { required: true, minLength: ENQUIRY_LIMITS.fullName.min, maxLength: ENQUIRY_LIMITS.fullName.max },
    // Its digit bounds are a pattern the browser is not given; the server answers them.
    PhoneNumber: { required: true, maxLength: 20 },
    CompanyName: {
      required: true,
      minLength: ENQUIRY_LIMITS.companyName.min,
      maxLength: ENQUIRY_LIMITS.companyName.max,
    },
    Address: { required: true, minLength: ENQUIRY_LIMITS.address.min, maxLength: ENQUIRY_LIMITS.address.max },
    Email: { required: true, maxLength: 254 },
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
  const checks = nativeConstraintsOf(EnquirySchema);
  const valid = createEnquiryInput();
  for (const name of ['FullName', 'CompanyName', 'Address', 'message'] as const) {
    const { minLength = 1, maxLength = 0 } = checks[name];
    expect(EnquirySchema.safeParse({ ...valid, [name]: 'a'.repeat(minLength) }).success, name).toBe(true);
    expect(EnquirySchema.safeParse({ ...valid, [name]: 'a'.repeat(maxLength) }).success, name).toBe(true);
    expect(EnquirySchema.safeParse({ ...valid, [name]: 'a'.repeat(minLength - 1) }).success, name).toBe(false);
    expect(EnquirySchema.safeParse({ ...valid, [name]: 'a'.repeat(maxLength + 1) }).success, name).toBe(false);
  }
});
