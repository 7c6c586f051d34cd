import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../../domain/api-error.schema.ts';
import { ContactReceivedSchema } from '../../../domain/contact-fields.schema.ts';
import { EnquirySchema } from '../../../domain/enquiry.schema.ts';
import { JobApplicationSchema } from '../../../domain/job-application.schema.ts';
import { receiveEnquiry, receiveJobApplication } from './contact.service.ts';

/**
 * Messages per IP and form: a person sends one or two, an office behind one address a few more;
 * a script is stopped early. Each form counts on its own.
 */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

/**
 * The Contact page's two forms (issue 4), under /api/Contact: they replace the original's open
 * POST /api/send (spec §7). The caller names no recipient: enquiries go to COMPANY_INBOX, job
 * applications to CAREERS_INBOX.
 */
export async function contactRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = app.rateLimitsEnabled ? CONTACT_RATE_LIMIT : false;
  const schemaOf = <Body>(body: Body) => ({
    body,
    response: { 200: ContactReceivedSchema, 400: ApiErrorSchema },
  });

  typed.post('/Enquiry', { schema: schemaOf(EnquirySchema), config: { rateLimit } }, async (request) => {
    const { id } = await receiveEnquiry(
      { db: app.database.db, now: app.clock(), inbox: app.config.mail.companyInbox, publicUrl: app.config.publicUrl },
      request.body,
    );
    // The e-mail is safely queued; ask the worker to send it now rather than at its next tick.
    app.outboxWorker.nudge();
    request.log.info({ enquiryId: id }, 'enquiry stored');
    return { isSuccess: true as const, message: 'Thank you. Your message was sent; we will get back to you soon.' };
  });

  typed.post('/JobApplication', { schema: schemaOf(JobApplicationSchema), config: { rateLimit } }, async (request) => {
    const { id } = await receiveJobApplication(
      { db: app.database.db, now: app.clock(), inbox: app.config.mail.careersInbox, publicUrl: app.config.publicUrl },
      request.body,
    );
    app.outboxWorker.nudge();
    request.log.info({ jobApplicationId: id }, 'job application stored');
    return { isSuccess: true as const, message: 'Thank you for applying. We will contact you if there is a match.' };
  });
}
