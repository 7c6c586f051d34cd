import type { Kysely, Selectable } from 'kysely';
import type {
  ContactListQuery,
  ContactUnreadCounts,
  EnquiryDetails,
  EnquiryList,
  JobApplicationDetails,
  JobApplicationList,
} from '../../../domain/contact-admin.schema.ts';
import type { ContactEnquiriesTable, ContactJobApplicationsTable, Database } from '../../db/database.ts';
import type { RowOf } from '../../db/row-of.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import {
  countMessages,
  findEnquiryById,
  findEnquiryPage,
  findJobApplicationById,
  findJobApplicationPage,
  markMessageRead,
  type ContactTable,
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

/**
 * One kind of Contact page message as the inbox handles it: its table, how a page and one message
 * are read, and what the admin sees of a row in the list and when it is opened.
 */
export interface InboxKind<PageRow, Row, Item, Details> {
  table: ContactTable;
  /** The 404 message when no message of this kind has the id. */
  notFound: string;
  findPage(db: Kysely<Database>, query: ContactListQuery): Promise<PageRow[]>;
  findById(db: Kysely<Database>, id: number): Promise<Row | undefined>;
  toListItem(row: PageRow): Item;
  toDetails(row: Row): Details;
}

export const ENQUIRY_INBOX: InboxKind<
  RowOf<typeof findEnquiryPage>,
  Selectable<ContactEnquiriesTable>,
  EnquiryList['data'][number],
  EnquiryDetails
> = {
  table: 'contact_enquiries',
  notFound: 'No enquiry with this id.',
  findPage: findEnquiryPage,
  findById: findEnquiryById,
  toListItem: (row) => ({
    id: row.id,
    createdAt: row.created_at,
    readAt: row.read_at,
    fullName: row.full_name,
    companyName: row.company_name,
    email: row.email,
    phoneNumber: row.phone_number,
    preview: previewOf(row.message),
  }),
  toDetails: (row) => ({
    id: row.id,
    createdAt: row.created_at,
    readAt: row.read_at,
    fullName: row.full_name,
    phoneNumber: row.phone_number,
    companyName: row.company_name,
    address: row.address,
    email: row.email,
    message: row.message,
  }),
};

export const JOB_APPLICATION_INBOX: InboxKind<
  RowOf<typeof findJobApplicationPage>,
  Selectable<ContactJobApplicationsTable>,
  JobApplicationList['data'][number],
  JobApplicationDetails
> = {
  table: 'contact_job_applications',
  notFound: 'No job application with this id.',
  findPage: findJobApplicationPage,
  findById: findJobApplicationById,
  toListItem: (row) => ({
    id: row.id,
    createdAt: row.created_at,
    readAt: row.read_at,
    fullName: row.full_name,
    hiringFor: row.hiring_for,
    years: row.years_of_experience,
    email: row.email,
    telephone: row.telephone,
  }),
  toDetails: (row) => ({
    id: row.id,
    createdAt: row.created_at,
    readAt: row.read_at,
    fullName: row.full_name,
    telephone: row.telephone,
    address: row.address,
    email: row.email,
    hiringFor: row.hiring_for,
    years: row.years_of_experience,
  }),
};

/** A page of one kind, newest first, with how many there are and how many nobody has opened. */
export async function listMessages<PageRow, Row, Item, Details>(
  db: Kysely<Database>,
  kind: InboxKind<PageRow, Row, Item, Details>,
  query: ContactListQuery,
): Promise<{ data: Item[]; count: number; unreadCount: number }> {
  const [rows, count, unreadCount] = await Promise.all([
    kind.findPage(db, query),
    countMessages(db, kind.table, { unreadOnly: false }),
    countMessages(db, kind.table, { unreadOnly: true }),
  ]);
  return { data: rows.map((row) => kind.toListItem(row)), count, unreadCount };
}

/** One message, marked read by this opening if nobody had opened it before. */
export async function openMessage<PageRow, Row, Item, Details>(
  db: Kysely<Database>,
  kind: InboxKind<PageRow, Row, Item, Details>,
  id: number,
  reader: Reader,
): Promise<Details> {
  await markMessageRead(db, kind.table, id, reader.now.toISOString(), reader.adminId);
  const row = await kind.findById(db, id);
  if (!row) throw new HttpProblem('not_found', kind.notFound);
  return kind.toDetails(row);
}

export async function countUnread(db: Kysely<Database>): Promise<ContactUnreadCounts> {
  const [enquiries, jobApplications] = await Promise.all([
    countMessages(db, 'contact_enquiries', { unreadOnly: true }),
    countMessages(db, 'contact_job_applications', { unreadOnly: true }),
  ]);
  return { enquiries, jobApplications };
}
