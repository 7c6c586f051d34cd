import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AgreementAnswerSchema,
  AgreementRatesRequestSchema,
  CountersignRequestSchema,
  VerifyAgreementAnswerSchema,
  VerifyAgreementQuerySchema,
} from '../../../domain/agreement.schema.ts';
import { pathIdSchema } from '../../../domain/common-fields.schema.ts';
import { errorResponses } from '../../lib/api-error.ts';
import { sendAgreementPdf } from './agreement-reply.ts';
import { findCompletedByHash } from './agreements.repository.ts';
import { agreementPdfOf, reviseAgreementRates } from './agreements.service.ts';
import { type CountersignContext, countersignAgreement } from './countersign.service.ts';

const AgreementParamsSchema = z.object({ id: pathIdSchema('id') });

/** Per address: a person checks a file or two; more is someone trying hashes. */
export const VERIFY_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * GET /api/Agreements/Verify?sha256= (public): whether a completed agreement has that SHA-256
 * (of the agreement or of its signed PDF), and when it was completed. Nothing personal.
 */
export async function agreementsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/Agreements/Verify',
    {
      config: { rateLimit: app.rateLimitsEnabled ? VERIFY_RATE_LIMIT : false },
      schema: {
        summary: 'Whether a signed parking agreement with this SHA-256 exists, and when it was completed',
        operationId: 'verifyAgreement',
        querystring: VerifyAgreementQuerySchema,
        response: { 200: VerifyAgreementAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const completed = await findCompletedByHash(app.database.db, request.query.sha256);
      return completed?.countersigned_at
        ? { signed: true, completedAt: completed.countersigned_at }
        : { signed: false };
    },
  );
}

/**
 * The admin's agreement calls on an application: GET Agreement/{id} (the PDF in force, the signed
 * one once complete), POST Countersign (completes it) and POST AgreementRates (new confirmed rates,
 * so a new version to sign). `afterCompletion` lets the access pass be issued with the countersign.
 */
export function agreementsAdminRoutes(afterCompletion?: CountersignContext['afterCompletion']) {
  return async (app: FastifyInstance) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      '/Agreement/:id',
      {
        schema: {
          summary: "The PDF of an accepted application's parking agreement in force (signed once complete)",
          operationId: 'getAgreement',
          params: AgreementParamsSchema,
          produces: ['application/pdf'],
          response: errorResponses(404),
        },
      },
      async (request, reply) =>
        sendAgreementPdf(
          reply,
          await agreementPdfOf(app.database.db, request.params.id, {
            dataEncryptionKey: app.secrets.dataEncryptionKey,
            store: app.documentStore,
          }),
        ),
    );

    typed.post(
      '/Countersign',
      {
        schema: {
          summary: 'Countersign the agreement the customer signed: it is complete and sent to both parties',
          operationId: 'countersignAgreement',
          body: CountersignRequestSchema,
          response: { 200: AgreementAnswerSchema, ...errorResponses(404, 409) },
        },
      },
      async (request) => {
        const context = {
          db: app.database.db,
          store: app.documentStore,
          dataEncryptionKey: app.secrets.dataEncryptionKey,
          companyInbox: app.config.mail.companyInbox,
          publicUrl: app.config.publicUrl,
          now: app.clock(),
          afterCompletion,
        };
        const agreement = await countersignAgreement(context, request.body, request.admin);
        app.outboxWorker.nudge();
        request.log.info({ applicationId: request.body.id, adminId: request.admin.id }, 'agreement countersigned');
        return { isSuccess: true as const, agreement };
      },
    );

    typed.post(
      '/AgreementRates',
      {
        schema: {
          summary: 'Change the confirmed monthly rates before the agreement is complete: a new version to sign',
          operationId: 'reviseAgreementRates',
          body: AgreementRatesRequestSchema,
          response: { 200: AgreementAnswerSchema, ...errorResponses(404, 409) },
        },
      },
      async (request) => {
        const agreement = await reviseAgreementRates(app.database.db, request.body, {
          adminId: request.admin.id,
          now: app.clock(),
          dataEncryptionKey: app.secrets.dataEncryptionKey,
          publicUrl: app.config.publicUrl,
        });
        app.outboxWorker.nudge();
        request.log.info({ applicationId: request.body.id, version: agreement.version }, 'agreement revised');
        return { isSuccess: true as const, agreement };
      },
    );
  };
}
