import type { Kysely } from 'kysely';
import type { Enquiry } from '../../../domain/enquiry.schema.ts';
import type { JobApplication } from '../../../domain/job-application.schema.ts';
import type { Database } from '../../db/database.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { enquiryMail, jobApplicationMail } from './contact.mail.ts';
import { insertEnquiry, insertJobApplication } from './contact.repository.ts';

export interface ContactDependencies {
  db: Kysely<Database>;
  now: Date;
  /** Our own mailbox for this kind of message (config, never the request). */
  inbox: string;
  publicUrl: string;
}

/**
 * Each message is stored and its e-mail queued in one transaction: the admin sees it in the
 * dashboard exactly when the company's e-mail is on its way, and a failure leaves neither.
 */
export async function receiveEnquiry(deps: ContactDependencies, enquiry: Enquiry): Promise<{ id: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const id = await insertEnquiry(trx, {
      created_at: deps.now.toISOString(),
      read_at: null,
      read_by: null,
      full_name: enquiry.FullName,
      phone_number: enquiry.PhoneNumber,
      company_name: enquiry.CompanyName,
      address: enquiry.Address,
      email: enquiry.Email,
      message: enquiry.message,
    });
    await enqueueMail(trx, enquiryMail(enquiry, id, { to: deps.inbox, publicUrl: deps.publicUrl }), deps.now);
    return { id };
  });
}

export async function receiveJobApplication(
  deps: ContactDependencies,
  application: JobApplication,
): Promise<{ id: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const id = await insertJobApplication(trx, {
      created_at: deps.now.toISOString(),
      read_at: null,
      read_by: null,
      full_name: application.FullName,
      telephone: application.telephone,
      address: application.Address,
      email: application.Email,
      hiring_for: application.hiringFor,
      years_of_experience: application.years,
    });
    await enqueueMail(
      trx,
      jobApplicationMail(application, id, { to: deps.inbox, publicUrl: deps.publicUrl }),
      deps.now,
    );
    return { id };
  });
}
