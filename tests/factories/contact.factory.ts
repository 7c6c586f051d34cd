import type { EnquiryInput } from '../../domain/enquiry.schema.ts';
import type { JobApplicationInput } from '../../domain/job-application.schema.ts';

/**
 * Valid Contact page submissions, with overrides. The people and numbers are made up: 555-01xx
 * phone numbers and example.com addresses.
 */
export function createEnquiryInput(overrides: Partial<Record<keyof EnquiryInput, unknown>> = {}): EnquiryInput {
  return {
    FullName: 'Gurpreet Sandhu',
    PhoneNumber: '4165550123',
    CompanyName: 'Sandhu Freight Lines',
    Address: '80 Courtneypark Dr, Mississauga',
    Email: 'gurpreet@sandhu-freight.example',
    message: 'We need 12 trailer spots in Milton from January. What is your monthly rate?',
    website: '',
    ...overrides,
  } as EnquiryInput;
}

export function createJobApplicationInput(
  overrides: Partial<Record<keyof JobApplicationInput, unknown>> = {},
): JobApplicationInput {
  return {
    FullName: 'Olena Kovalenko',
    telephone: '+1 905-555-0188',
    Address: '14 Main St N, Milton, ON',
    Email: 'olena.kovalenko@example.com',
    hiringFor: 'Yard shunter',
    years: 6,
    website: '',
    ...overrides,
  } as JobApplicationInput;
}
