import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../../domain/api-error.schema.ts';
import { CONTACT_SENT_PATHS, ContactReceivedSchema } from '../../../domain/contact-fields.schema.ts';
import { EnquirySchema } from '../../../domain/enquiry.schema.ts';
import { JobApplicationSchema } from '../../../domain/job-application.schema.ts';
import { isHoneypotFilled } from '../../lib/honeypot.ts';
import { ENQUIRY_FORM, JOB_APPLICATION_FORM } from './contact-form-page.ts';
import { answerInvalidFormPost, isFormPost, prepareFormPost, sentPageFor } from './contact-form-post.ts';
import { receiveEnquiry, receiveJobApplication } from './contact.service.ts';

/**
 * Messages per IP and form: a person sends one or two, an office behind one address a few more;
 * a script is stopped early. Each form counts on its own.
 */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

/**
 * The Contact page's two forms, under /api/Contact: they replace the original's open mail relay,
 * POST /api/send. The caller names no recipient: enquiries go to COMPANY_INBOX, job
 * applications to CAREERS_INBOX.
 *
 * Each takes JSON (the page with scripts, API callers: JSON answers as always) or the browser's own
 * form encoding (the page without scripts, docs/decisions/019-forms-from-the-first-tap.md): the same schema, the same storage and outbox,
 * then 303 to a prerendered confirmation page, or 400 with a page that shows what was wrong.
 */
export async function contactRoutes(app: FastifyInstance) {
  // Form bodies only here, where a page posts them: the rest of the API still speaks JSON only.
  await app.register(formBody);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = app.rateLimitsEnabled ? CONTACT_RATE_LIMIT : (false as const);
  const optionsOf = <Body>(
    operation: { summary: string; operationId: string },
    body: Body,
    numberFields: readonly string[] = [],
  ) => ({
    schema: {
      ...operation,
      // JSON from scripts and API callers; the browser's own encoding from the page without scripts.
      consumes: ['application/json', 'application/x-www-form-urlencoded'],
      body,
      response: { 200: ContactReceivedSchema, 400: ApiErrorSchema },
    },
    config: { rateLimit },
    // A form post that fails the schema gets a page, not JSON; JSON callers get the error as before.
    attachValidation: true as const,
    preValidation: prepareFormPost(numberFields, app.config.publicUrl),
  });

  const ENQUIRY_RECEIVED = 'Thank you. Your message was sent; we will get back to you soon.';
  const JOB_APPLICATION_RECEIVED = 'Thank you for applying. We will contact you if there is a match.';

  const enquiry = { summary: 'Send an enquiry to the company', operationId: 'sendEnquiry' };
  typed.post('/Enquiry', optionsOf(enquiry, EnquirySchema), async (request, reply) => {
    if (request.validationError) {
      if (isFormPost(request)) {
        return answerInvalidFormPost(request, reply, ENQUIRY_FORM, request.validationError, app.config.clientDir);
      }
      throw request.validationError;
    }
    if (isHoneypotFilled(request.body.website)) {
      // A bot is told it succeeded, so it does not retry; nothing is stored or sent.
      request.log.warn('enquiry with a filled honeypot answered as a success; nothing stored or sent');
      if (isFormPost(request)) return reply.redirect(sentPageFor(request, CONTACT_SENT_PATHS.enquiry), 303);
      return { isSuccess: true as const, message: ENQUIRY_RECEIVED };
    }
    const { id } = await receiveEnquiry(
      { db: app.database.db, now: app.clock(), inbox: app.config.mail.companyInbox, publicUrl: app.config.publicUrl },
      request.body,
    );
    // The e-mail is safely queued; ask the worker to send it now rather than at its next tick.
    app.outboxWorker.nudge();
    request.log.info({ enquiryId: id }, 'enquiry stored');
    if (isFormPost(request)) return reply.redirect(sentPageFor(request, CONTACT_SENT_PATHS.enquiry), 303);
    return { isSuccess: true as const, message: ENQUIRY_RECEIVED };
  });

  const jobApplication = { summary: 'Apply for a job (to the careers inbox)', operationId: 'sendJobApplication' };
  typed.post('/JobApplication', optionsOf(jobApplication, JobApplicationSchema, ['years']), async (request, reply) => {
    if (request.validationError) {
      if (isFormPost(request)) {
        return answerInvalidFormPost(
          request,
          reply,
          JOB_APPLICATION_FORM,
          request.validationError,
          app.config.clientDir,
        );
      }
      throw request.validationError;
    }
    if (isHoneypotFilled(request.body.website)) {
      request.log.warn('job application with a filled honeypot answered as a success; nothing stored or sent');
      if (isFormPost(request)) return reply.redirect(sentPageFor(request, CONTACT_SENT_PATHS.jobApplication), 303);
      return { isSuccess: true as const, message: JOB_APPLICATION_RECEIVED };
    }
    const { id } = await receiveJobApplication(
      { db: app.database.db, now: app.clock(), inbox: app.config.mail.careersInbox, publicUrl: app.config.publicUrl },
      request.body,
    );
    app.outboxWorker.nudge();
    request.log.info({ jobApplicationId: id }, 'job application stored');
    if (isFormPost(request)) return reply.redirect(sentPageFor(request, CONTACT_SENT_PATHS.jobApplication), 303);
    return { isSuccess: true as const, message: JOB_APPLICATION_RECEIVED };
  });
}
