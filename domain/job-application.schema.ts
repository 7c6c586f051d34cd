import { z } from 'zod';
import { emailSchema, phoneDigitsPattern, requiredText } from './common-fields.schema.ts';
import { HoneypotSchema, phoneTextSchema } from './contact-fields.schema.ts';

/**
 * The Contact page's 'Launch Your Career with Us' job application, with the original form's rules
 * and messages (its 'Adress is required', which never showed, is 'Address is required' here and
 * shows). Field names are the original client's.
 */
export const JOB_APPLICATION_PATH = '/api/Contact/JobApplication';

export const JOB_APPLICATION_LIMITS = {
  fullName: { min: 2, max: 40 },
  telephone: { min: 5, max: 20 },
  address: { min: 2, max: 50 },
  hiringFor: { min: 2, max: 20 },
  years: { min: 2, max: 10 },
} as const;

const YEARS_REQUIRED = 'Number of years of experience required';

/** 5 to 20 characters, as the original bounds it, of which at least 5 are digits. */
const TelephoneSchema = phoneTextSchema('Telephone Number required')
  .min(JOB_APPLICATION_LIMITS.telephone.min, {
    error: `Telephone Number must be at least ${JOB_APPLICATION_LIMITS.telephone.min} characters`,
    abort: true,
  })
  .max(JOB_APPLICATION_LIMITS.telephone.max, {
    error: `Use at most ${JOB_APPLICATION_LIMITS.telephone.max} characters`,
    abort: true,
  })
  .regex(
    phoneDigitsPattern({ min: JOB_APPLICATION_LIMITS.telephone.min }),
    'Telephone Number must have at least 5 digits',
  );

/** Whole years from 2 to 10, as the original; someone with more enters 10, which the form's help says. */
const YearsSchema = z
  .number({ error: YEARS_REQUIRED })
  .int('Enter whole years, like 3')
  .min(
    JOB_APPLICATION_LIMITS.years.min,
    `At least ${JOB_APPLICATION_LIMITS.years.min} years of experience are required`,
  )
  .max(JOB_APPLICATION_LIMITS.years.max, `Enter at most ${JOB_APPLICATION_LIMITS.years.max} (10 means 10 or more)`);

export const JobApplicationSchema = z.object({
  FullName: requiredText('Full Name', 'Full Name required', JOB_APPLICATION_LIMITS.fullName),
  telephone: TelephoneSchema,
  Address: requiredText('Address', 'Address is required', JOB_APPLICATION_LIMITS.address),
  Email: emailSchema('Email is required'),
  hiringFor: requiredText('Job title', 'Job title required', JOB_APPLICATION_LIMITS.hiringFor),
  years: YearsSchema,
  website: HoneypotSchema,
});

export type JobApplicationInput = z.input<typeof JobApplicationSchema>;
export type JobApplication = z.output<typeof JobApplicationSchema>;
