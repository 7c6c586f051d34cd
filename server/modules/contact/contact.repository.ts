import type { Insertable } from 'kysely';
import type { ContactEnquiriesTable, ContactJobApplicationsTable } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';

export type ContactTable = 'contact_enquiries' | 'contact_job_applications';

export async function insertEnquiry(db: Executor, row: Insertable<ContactEnquiriesTable>): Promise<number> {
  const inserted = await db.insertInto('contact_enquiries').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertJobApplication(
  db: Executor,
  row: Insertable<ContactJobApplicationsTable>,
): Promise<number> {
  const inserted = await db
    .insertInto('contact_job_applications')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Newest first; `id` breaks ties between messages stored in the same millisecond. */
export async function findEnquiryPage(db: Executor, page: { skip: number; take: number }) {
  return db
    .selectFrom('contact_enquiries')
    .select(['id', 'created_at', 'read_at', 'full_name', 'company_name', 'email', 'phone_number', 'message'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.take)
    .offset(page.skip)
    .execute();
}

export async function findJobApplicationPage(db: Executor, page: { skip: number; take: number }) {
  return db
    .selectFrom('contact_job_applications')
    .select(['id', 'created_at', 'read_at', 'full_name', 'hiring_for', 'years_of_experience', 'email', 'telephone'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.take)
    .offset(page.skip)
    .execute();
}

export async function countMessages(
  db: Executor,
  table: ContactTable,
  options: { unreadOnly: boolean },
): Promise<number> {
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('count'));
  if (options.unreadOnly) query = query.where('read_at', 'is', null);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findEnquiryById(db: Executor, id: number) {
  return db.selectFrom('contact_enquiries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findJobApplicationById(db: Executor, id: number) {
  return db.selectFrom('contact_job_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Only the first opening counts: a message already read keeps its first reader and time. */
export async function markMessageRead(db: Executor, table: ContactTable, id: number, readAt: string, adminId: number) {
  await db
    .updateTable(table)
    .set({ read_at: readAt, read_by: adminId })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}
