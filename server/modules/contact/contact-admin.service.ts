import type { Kysely } from 'kysely';
import type {
  ContactListQuery,
  ContactUnreadCounts,
  EnquiryDetails,
  EnquiryList,
  JobApplicationDetails,
  JobApplicationList,
} from '../../../domain/contact-admin.schema.ts';
import type { Database } from '../../db/database.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import {
  countMessages,
  findEnquiryById,
  findEnquiryPage,
  findJobApplicationById,
  findJobApplicationPage,
  markMessageRead,
} from './contact.repository.ts';

/** Who opens a message, and when: the first opening marks it read. */
export interface Reader {
  adminId: number;
  now: Date;
}

const PREVIEW_LENGTH = 160;

/** The start of a message on one line, cut at a word where it can be. */
export function previewOf(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= PREVIEW_LENGTH) return oneLine;
  const cut = oneLine.slice(0, PREVIEW_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > PREVIEW_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export async function listEnquiries(db: Kysely<Database>, query: ContactListQuery): Promise<EnquiryList> {
  const [rows, count, unreadCount] = await Promise.all([
    findEnquiryPage(db, query),
    countMessages(db, 'contact_enquiries', { unreadOnly: false }),
    countMessages(db, 'contact_enquiries', { unreadOnly: true }),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      readAt: row.read_at,
      fullName: row.full_name,
      companyName: row.company_name,
      email: row.email,
      phoneNumber: row.phone_number,
      preview: previewOf(row.message),
    })),
    count,
    unreadCount,
  };
}

export async function listJobApplications(db: Kysely<Database>, query: ContactListQuery): Promise<JobApplicationList> {
  const [rows, count, unreadCount] = await Promise.all([
    findJobApplicationPage(db, query),
    countMessages(db, 'contact_job_applications', { unreadOnly: false }),
    countMessages(db, 'contact_job_applications', { unreadOnly: true }),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      readAt: row.read_at,
      fullName: row.full_name,
      hiringFor: row.hiring_for,
      years: row.years_of_experience,
      email: row.email,
      telephone: row.telephone,
    })),
    count,
    unreadCount,
  };
}

export async function countUnread(db: Kysely<Database>): Promise<ContactUnreadCounts> {
  const [enquiries, jobApplications] = await Promise.all([
    countMessages(db, 'contact_enquiries', { unreadOnly: true }),
    countMessages(db, 'contact_job_applications', { unreadOnly: true }),
  ]);
  return { enquiries, jobApplications };
}

/** One enquiry, marked read by this opening if nobody had opened it before. */
export async function openEnquiry(db: Kysely<Database>, id: number, reader: Reader): Promise<EnquiryDetails> {
  await markMessageRead(db, 'contact_enquiries', id, reader.now.toISOString(), reader.adminId);
  const row = await findEnquiryById(db, id);
  if (!row) throw new HttpProblem('not_found', 'No enquiry with this id.');
  return {
    id: row.id,
    createdAt: row.created_at,
    readAt: row.read_at,
    fullName: row.full_name,
    phoneNumber: row.phone_number,
    companyName: row.company_name,
    address: row.address,
    email: row.email,
    message: row.message,
  };
}

export async function openJobApplication(
  db: Kysely<Database>,
  id: number,
  reader: Reader,
): Promise<JobApplicationDetails> {
  await markMessageRead(db, 'contact_job_applications', id, reader.now.toISOString(), reader.adminId);
  const row = await findJobApplicationById(db, id);
  if (!row) throw new HttpProblem('not_found', 'No job application with this id.');
  return {
    id: row.id,
    createdAt: row.created_at,
    readAt: row.read_at,
    fullName: row.full_name,
    telephone: row.telephone,
    address: row.address,
    email: row.email,
    hiringFor: row.hiring_for,
    years: row.years_of_experience,
  };
}
