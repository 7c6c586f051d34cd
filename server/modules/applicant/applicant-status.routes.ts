import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../domain/api-error.schema.ts';
import {
  ApplicantActionResultSchema,
  ApplicantStatusQuerySchema,
  ApplicantStatusViewSchema,
  STATUS_TOKEN_PATTERN,
  SubmitCorrectionsSchema,
} from '../../../domain/applicant-status.schema.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { getStatusView, submitCorrections, UNKNOWN_LINK_MESSAGE } from './applicant-status.service.ts';

/** Page views per address: a person reloading is far below it, a script guessing links is not. */
export const STATUS_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** Submissions per address, as for bookings. */
export const CORRECTIONS_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

/** Any text: a malformed token is an unknown one (404), not a bad request that says what a token looks like. */
const TokenParamsSchema = z.object({ token: z.string() });

function privateAnswer(reply: FastifyReply) {
  // The page is the applicant's alone: never cached, never indexed.
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
}

function checkedToken(token: string): string {
  if (!STATUS_TOKEN_PATTERN.test(token)) throw new HttpProblem('not_found', UNKNOWN_LINK_MESSAGE);
  return token;
}

/**
 * The applicant's private status link, public (the token is the key): `GET /api/ApplicationStatus/{token}`
 * and `POST /api/ApplicationStatus/{token}/Corrections`. Like the booking post, no XSRF token
 * (there is no session); cross-site posts are refused by the cross-site-writes plugin.
 */
export async function applicantStatusRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const context = () => ({
    db: app.database.db,
    now: app.clock(),
    companyInbox: app.config.mail.companyInbox,
    publicUrl: app.config.publicUrl,
  });

  typed.get(
    '/:token',
    {
      schema: {
        summary: "The applicant's private status page: where the booking stands, what is asked for",
        operationId: 'getApplicationStatus',
        params: TokenParamsSchema,
        querystring: ApplicantStatusQuerySchema,
        response: { 200: ApplicantStatusViewSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
      config: { rateLimit: app.rateLimitsEnabled ? STATUS_RATE_LIMIT : false },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return getStatusView(context(), checkedToken(request.params.token), request.query.language);
    },
  );

  typed.post(
    '/:token/Corrections',
    {
      schema: {
        summary: 'Send the new copies of the documents the admin asked for',
        operationId: 'submitCorrections',
        params: TokenParamsSchema,
        body: SubmitCorrectionsSchema,
        response: { 200: ApplicantActionResultSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
      config: { rateLimit: app.rateLimitsEnabled ? CORRECTIONS_RATE_LIMIT : false },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const result = await submitCorrections(context(), checkedToken(request.params.token), request.body);
      app.outboxWorker.nudge();
      request.log.info({ kinds: result.kinds }, 'corrections received');
      return { isSuccess: true as const, status: result.status };
    },
  );
}
