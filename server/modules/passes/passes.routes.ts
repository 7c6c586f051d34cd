import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PassActionAnswerSchema,
  PassCheckParamsSchema,
  PassCheckSchema,
  ReissuePassRequestSchema,
  RevokePassRequestSchema,
} from '../../../domain/access-pass.schema.ts';
import { errorResponses } from '../../lib/api-error.ts';
import { checkAccessPass, reissueAccessPass, revokeAccessPass } from './passes.service.ts';

/**
 * The admin's access-pass calls: the yard screen `GET /api/Yards/{slug}/Pass/{code}` (valid or not,
 * with the company and its spaces), and on an application `RevokePass` and `ReissuePass`, each in
 * its history. Registered inside the admin area: staff at the gate are signed in.
 */
export async function passesAdminRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: { admin: { id: number } }) => ({ adminId: request.admin.id, now: app.clock() });

  typed.get(
    '/api/Yards/:slug/Pass/:code',
    {
      schema: {
        summary: "Whether an access code opens this yard today, with the pass's company and spaces",
        operationId: 'checkAccessPass',
        params: PassCheckParamsSchema,
        response: { 200: PassCheckSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const answer = await checkAccessPass(app.database.db, request.params.slug, request.params.code, app.clock());
      request.log.info(
        { yard: request.params.slug, adminId: request.admin.id, valid: answer.valid, reason: answer.reason },
        'access pass checked',
      );
      return answer;
    },
  );

  typed.post(
    '/api/ApplicationFormData/RevokePass',
    {
      schema: {
        summary: "Revoke an application's access pass, saying why: its code no longer opens the yard",
        operationId: 'revokeAccessPass',
        body: RevokePassRequestSchema,
        response: { 200: PassActionAnswerSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const pass = await revokeAccessPass(app.database.db, request.body, actorOf(request));
      request.log.info({ applicationId: request.body.id, adminId: request.admin.id }, 'access pass revoked');
      return { isSuccess: true as const, pass };
    },
  );

  typed.post(
    '/api/ApplicationFormData/ReissuePass',
    {
      schema: {
        summary: "Replace an application's access pass with a new code, e-mailed to the customer",
        operationId: 'reissueAccessPass',
        body: ReissuePassRequestSchema,
        response: { 200: PassActionAnswerSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const pass = await reissueAccessPass(app.database.db, request.body, actorOf(request), {
        dataEncryptionKey: app.secrets.dataEncryptionKey,
      });
      app.outboxWorker.nudge();
      request.log.info({ applicationId: request.body.id, adminId: request.admin.id }, 'access pass reissued');
      return { isSuccess: true as const, pass };
    },
  );
}
