import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationActionResultSchema,
  ApplicationActionSchema,
  ApplicationDetailsSchema,
  ApplicationListQuerySchema,
  ApplicationListSchema,
  BankDetailsSchema,
  StatisticsQuerySchema,
  StatisticsSchema,
} from '../../../domain/admin.schema.ts';
import { ApiErrorSchema } from '../../../domain/api-error.schema.ts';
import { pathIdSchema } from '../../../domain/common-fields.schema.ts';
import { NoCapacityErrorSchema } from '../../../domain/yards.schema.ts';
import { errorResponses } from '../../lib/api-error.ts';
import { decisionOfAction } from './review.mapper.ts';
import {
  type AdminActor,
  countApplicationsWithStatus,
  decideApplication,
  getApplicationDetails,
  listApplications,
  revealBankDetails,
} from './review.service.ts';

export const ApplicationIdParamsSchema = z.object({ id: pathIdSchema('id') });

/**
 * The original clients' admin calls under /api/ApplicationFormData (ADMIN_API): the review queue and
 * its lists, one application, statistics for the dashboard tiles, the bank-number reveal and the
 * decision. Every route requires a signed-in admin, checked in onRequest so an anonymous caller is
 * refused before its query or body is even parsed; none is rate limited.
 */
export async function applicationsAdminRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const reading = {
    db,
    dataEncryptionKey: app.secrets.dataEncryptionKey,
    publicUrl: app.config.publicUrl,
    clock: app.clock,
  };
  const actor = (request: FastifyRequest): AdminActor => ({
    adminId: request.admin.id,
    ip: request.ip,
    now: app.clock(),
  });

  typed.get(
    '/GetAllApplicationForm',
    {
      schema: {
        summary: 'List applications, newest first: by status, and by a search',
        operationId: 'getAllApplicationForm',
        querystring: ApplicationListQuerySchema,
        response: { 200: ApplicationListSchema },
      },
    },
    async (request) => listApplications(reading, request.query),
  );

  typed.get(
    '/GetApplicationFormById/:id',
    {
      schema: {
        summary: 'One application, with its documents, history and masked bank numbers',
        operationId: 'getApplicationFormById',
        params: ApplicationIdParamsSchema,
        response: { 200: ApplicationDetailsSchema, ...errorResponses(404) },
      },
    },
    async (request) => getApplicationDetails(reading, request.params.id),
  );

  typed.get(
    '/GetStatiscs',
    {
      schema: {
        summary: 'Count the applications with a status (or all of them)',
        operationId: 'getStatistics',
        querystring: StatisticsQuerySchema,
        response: { 200: StatisticsSchema },
      },
    },
    async (request) => ({ count: await countApplicationsWithStatus(db, request.query.Status) }),
  );

  typed.post(
    '/RevealBankDetails/:id',
    {
      schema: {
        summary: "An application's bank numbers in full (recorded in the audit log)",
        operationId: 'revealBankDetails',
        params: ApplicationIdParamsSchema,
        response: { 200: BankDetailsSchema, ...errorResponses(404) },
      },
    },
    async (request) => revealBankDetails(db, app.secrets.dataEncryptionKey, request.params.id, actor(request)),
  );

  typed.post(
    '/CreateApplicationFormAction',
    {
      schema: {
        summary: 'Accept or reject a pending application (once; the applicant is e-mailed)',
        operationId: 'createApplicationFormAction',
        body: ApplicationActionSchema,
        response: {
          200: ApplicationActionResultSchema,
          ...errorResponses(404),
          // Already decided, or (accepting) its spaces do not fit its yard: what is short and where.
          409: z.union([NoCapacityErrorSchema, ApiErrorSchema]),
        },
      },
    },
    async (request) => {
      const { id, status, reason, truckRate, trailerRate } = request.body;
      const decided = await decideApplication(
        db,
        { id, status: decisionOfAction(status), reason: reason ? reason : null, rates: { truckRate, trailerRate } },
        actor(request),
        { dataEncryptionKey: app.secrets.dataEncryptionKey, publicUrl: app.config.publicUrl },
      );
      // The e-mail is safely queued with the decision; ask the worker to send it now.
      app.outboxWorker.nudge();
      request.log.info({ applicationId: id, status: decided.status, adminId: request.admin.id }, 'application decided');
      return { isSuccess: true as const, status: decided.status };
    },
  );
}
