import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicantActionResultSchema,
  InsuranceExpiryUpdatedSchema,
  NeedsAttentionSchema,
  ReopenApplicationSchema,
  RequestCorrectionsSchema,
  UpdateInsuranceExpirySchema,
} from '../../../domain/applicant-status.schema.ts';
import { errorResponses } from '../../lib/api-error.ts';
import { reopenApplication, requestCorrections, updateInsuranceExpiry } from './applicant-review.service.ts';
import { needsAttention } from './needs-attention.service.ts';

/**
 * The admin's review calls (corrections, reopening, insurance expiry, Needs attention) under /api/ApplicationFormData (APPLICANT_API), inside the admin
 * area: signed-in admins only, and cookie-authenticated writes carry the XSRF token.
 */
export async function applicantAdminRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const context = { db, publicUrl: app.config.publicUrl, dataEncryptionKey: app.secrets.dataEncryptionKey };

  typed.post(
    '/RequestCorrections',
    {
      schema: {
        summary: 'Ask the applicant for new copies of some documents (the applicant is e-mailed)',
        operationId: 'requestCorrections',
        body: RequestCorrectionsSchema,
        response: { 200: ApplicantActionResultSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const result = await requestCorrections(context, request.body, { adminId: request.admin.id, now: app.clock() });
      app.outboxWorker.nudge();
      request.log.info({ applicationId: request.body.id, adminId: request.admin.id }, 'corrections requested');
      return { isSuccess: true as const, status: result.status };
    },
  );

  typed.post(
    '/ReopenApplication',
    {
      schema: {
        summary: 'Reopen a decided application for review',
        operationId: 'reopenApplication',
        body: ReopenApplicationSchema,
        response: { 200: ApplicantActionResultSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const result = await reopenApplication(context, request.body, { adminId: request.admin.id, now: app.clock() });
      app.outboxWorker.nudge();
      request.log.info({ applicationId: request.body.id, adminId: request.admin.id }, 'application reopened');
      return { isSuccess: true as const, status: result.status };
    },
  );

  typed.post(
    '/UpdateInsuranceExpiry',
    {
      schema: {
        summary: "Set when an application's certificate of insurance expires (for the reminders)",
        operationId: 'updateInsuranceExpiry',
        body: UpdateInsuranceExpirySchema,
        response: { 200: InsuranceExpiryUpdatedSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const result = await updateInsuranceExpiry(db, request.body, { adminId: request.admin.id, now: app.clock() });
      return { isSuccess: true as const, insuranceExpiresOn: result.insuranceExpiresOn };
    },
  );

  const needsAttentionSchema = {
    summary: "What needs the admin's attention: corrections received, insurance about to lapse",
    operationId: 'getNeedsAttention',
    response: { 200: NeedsAttentionSchema },
  };
  typed.get('/NeedsAttention', { schema: needsAttentionSchema }, async () => needsAttention(db, app.clock()));
}
