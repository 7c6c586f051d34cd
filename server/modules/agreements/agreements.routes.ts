import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathIdSchema } from '../../../domain/common-fields.schema.ts';
import { errorResponses } from '../../lib/api-error.ts';
import { sendAgreementPdf } from './agreement-reply.ts';
import { agreementPdfOf } from './agreements.service.ts';

const AgreementParamsSchema = z.object({ id: pathIdSchema('id') });

/** `GET /api/ApplicationFormData/Agreement/{id}` (admin): the PDF of an application's agreement in force. */
export async function agreementsAdminRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/Agreement/:id',
    {
      schema: {
        summary: "The PDF of an accepted application's parking agreement in force",
        operationId: 'getAgreement',
        params: AgreementParamsSchema,
        produces: ['application/pdf'],
        response: errorResponses(404),
      },
    },
    async (request, reply) =>
      sendAgreementPdf(reply, await agreementPdfOf(app.database.db, request.params.id, app.secrets.dataEncryptionKey)),
  );
}
