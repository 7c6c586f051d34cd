import { z } from 'zod';
import { pathIdSchema, queryWholeNumberBetween } from './common-fields.schema.ts';

/**
 * The admin's inbox of what the Contact page received: enquiries and job applications,
 * stored so that nothing depends on e-mail alone. Newest first, paged, with unread counts; opening
 * one marks it read.
 */
export const CONTACT_ADMIN_API = {
  enquiries: '/api/Contact/Enquiries',
  enquiry: (id: number | string) => `/api/Contact/Enquiries/${id}`,
  jobApplications: '/api/Contact/JobApplications',
  jobApplication: (id: number | string) => `/api/Contact/JobApplications/${id}`,
  unreadCounts: '/api/Contact/UnreadCounts',
} as const;

export const CONTACT_MESSAGE_KINDS = ['enquiry', 'job-application'] as const;
export type ContactMessageKind = (typeof CONTACT_MESSAGE_KINDS)[number];

/** The dashboard's list of messages (enquiries; `?kind=job-application` for the other list). */
export const CONTACT_MESSAGES_PAGE = '/Dashboard/Messages';

/** The dashboard page of one message; the company's notification e-mail links to it too. */
export function contactMessagePagePath(kind: ContactMessageKind, id: number): string {
  return `${CONTACT_MESSAGES_PAGE}/${kind}/${id}`;
}

export const CONTACT_PAGE_SIZE = 10;
export const CONTACT_MAX_TAKE = 100;

export const ContactListQuerySchema = z.object({
  // Plain digits only, as for the applications' list: `0x3`, `1e1` or ` 2` are refused, not coerced.
  skip: queryWholeNumberBetween('skip', { max: 10_000_000 }).default(0),
  take: queryWholeNumberBetween('take', { min: 1, max: CONTACT_MAX_TAKE }).default(CONTACT_PAGE_SIZE),
});
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>;

/** Digits only: `12abc`, `-1` or `1e3` are refused with a 400 rather than read as another id. */
export const ContactMessageIdParamsSchema = z.object({ id: pathIdSchema('id') });

const ReceivedFacts = {
  id: z.number().int(),
  createdAt: z.string(),
  /** When an admin first opened it; null while unread. */
  readAt: z.string().nullable(),
};

export const EnquirySummarySchema = z.object({
  ...ReceivedFacts,
  fullName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** The start of the message, for the list. */
  preview: z.string(),
});
export type EnquirySummary = z.infer<typeof EnquirySummarySchema>;

export const EnquiryDetailsSchema = z.object({
  ...ReceivedFacts,
  fullName: z.string(),
  phoneNumber: z.string(),
  companyName: z.string(),
  address: z.string(),
  email: z.string(),
  message: z.string(),
});
export type EnquiryDetails = z.infer<typeof EnquiryDetailsSchema>;

export const JobApplicationSummarySchema = z.object({
  ...ReceivedFacts,
  fullName: z.string(),
  hiringFor: z.string(),
  years: z.number().int(),
  email: z.string(),
  telephone: z.string(),
});
export type JobApplicationSummary = z.infer<typeof JobApplicationSummarySchema>;

export const JobApplicationDetailsSchema = z.object({
  ...ReceivedFacts,
  fullName: z.string(),
  telephone: z.string(),
  address: z.string(),
  email: z.string(),
  hiringFor: z.string(),
  years: z.number().int(),
});
export type JobApplicationDetails = z.infer<typeof JobApplicationDetailsSchema>;

export const EnquiryListSchema = z.object({
  data: z.array(EnquirySummarySchema),
  count: z.number().int(),
  unreadCount: z.number().int(),
});
export type EnquiryList = z.infer<typeof EnquiryListSchema>;

export const JobApplicationListSchema = z.object({
  data: z.array(JobApplicationSummarySchema),
  count: z.number().int(),
  unreadCount: z.number().int(),
});
export type JobApplicationList = z.infer<typeof JobApplicationListSchema>;

export const ContactUnreadCountsSchema = z.object({
  enquiries: z.number().int(),
  jobApplications: z.number().int(),
});
export type ContactUnreadCounts = z.infer<typeof ContactUnreadCountsSchema>;
