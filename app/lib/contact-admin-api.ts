import {
  CONTACT_ADMIN_API,
  CONTACT_PAGE_SIZE,
  ContactUnreadCountsSchema,
  EnquiryDetailsSchema,
  EnquiryListSchema,
  JobApplicationDetailsSchema,
  JobApplicationListSchema,
} from '../../domain/contact-admin.schema.ts';
import { getJson } from './api-client.ts';

/**
 * The admin's inbox of Contact page messages, as the dashboard calls it: the paths of
 * CONTACT_ADMIN_API and the reply schemas of domain/contact-admin.schema.ts, through the same
 * authenticated GET as the rest of the admin API (session cookie, same origin).
 */
type CallOptions = { signal?: AbortSignal };

function pageQuery(page: number): string {
  return new URLSearchParams({
    skip: String((page - 1) * CONTACT_PAGE_SIZE),
    take: String(CONTACT_PAGE_SIZE),
  }).toString();
}

export function listEnquiries(page: number, options?: CallOptions) {
  return getJson(`${CONTACT_ADMIN_API.enquiries}?${pageQuery(page)}`, EnquiryListSchema, options);
}

export function listJobApplications(page: number, options?: CallOptions) {
  return getJson(`${CONTACT_ADMIN_API.jobApplications}?${pageQuery(page)}`, JobApplicationListSchema, options);
}

/** Opening a message marks it read on the server. */
export function openEnquiry(id: number, options?: CallOptions) {
  return getJson(CONTACT_ADMIN_API.enquiry(id), EnquiryDetailsSchema, options);
}

export function openJobApplication(id: number, options?: CallOptions) {
  return getJson(CONTACT_ADMIN_API.jobApplication(id), JobApplicationDetailsSchema, options);
}

export function fetchUnreadCounts(options?: CallOptions) {
  return getJson(CONTACT_ADMIN_API.unreadCounts, ContactUnreadCountsSchema, options);
}
