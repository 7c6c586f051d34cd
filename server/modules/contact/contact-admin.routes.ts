import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactListQuerySchema,
  ContactMessageIdParamsSchema,
  ContactUnreadCountsSchema,
  EnquiryDetailsSchema,
  EnquiryListSchema,
  JobApplicationDetailsSchema,
  JobApplicationListSchema,
} from '../../../domain/contact-admin.schema.ts';
import { errorResponses } from '../../lib/api-error.ts';
import {
  countUnread,
  ENQUIRY_INBOX,
  JOB_APPLICATION_INBOX,
  listMessages,
  openMessage,
  type Reader,
} from './contact-admin.service.ts';

/**
 * The admin's inbox of Contact page messages (paths in CONTACT_ADMIN_API, under /api/Contact).
 * Every route requires a signed-in admin, checked in onRequest so an anonymous caller is refused
 * before anything is parsed. Opening one is a GET that marks it read: the first opening is recorded
 * once (later ones change nothing), so repeating the GET is harmless.
 */
export async function contactAdminRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const reader = (request: FastifyRequest): Reader => ({ adminId: request.admin.id, now: app.clock() });

  typed.get(
    '/Enquiries',
    {
      schema: {
        summary: 'List the Contact page enquiries, newest first',
        operationId: 'getEnquiries',
        querystring: ContactListQuerySchema,
        response: { 200: EnquiryListSchema },
      },
    },
    async (request) => listMessages(db, ENQUIRY_INBOX, request.query),
  );

  typed.get(
    '/Enquiries/:id',
    {
      schema: {
        summary: 'Read one enquiry (marks it read)',
        operationId: 'getEnquiry',
        params: ContactMessageIdParamsSchema,
        response: { 200: EnquiryDetailsSchema, ...errorResponses(404) },
      },
    },
    async (request) => openMessage(db, ENQUIRY_INBOX, request.params.id, reader(request)),
  );

  typed.get(
    '/JobApplications',
    {
      schema: {
        summary: 'List the job applications, newest first',
        operationId: 'getJobApplications',
        querystring: ContactListQuerySchema,
        response: { 200: JobApplicationListSchema },
      },
    },
    async (request) => listMessages(db, JOB_APPLICATION_INBOX, request.query),
  );

  typed.get(
    '/JobApplications/:id',
    {
      schema: {
        summary: 'Read one job application (marks it read)',
        operationId: 'getJobApplication',
        params: ContactMessageIdParamsSchema,
        response: { 200: JobApplicationDetailsSchema, ...errorResponses(404) },
      },
    },
    async (request) => openMessage(db, JOB_APPLICATION_INBOX, request.params.id, reader(request)),
  );

  const unreadCounts = {
    summary: 'How many enquiries and job applications are unread',
    operationId: 'getContactUnreadCounts',
    response: { 200: ContactUnreadCountsSchema },
  };
  typed.get('/UnreadCounts', { schema: unreadCounts }, async () => countUnread(db));
}
