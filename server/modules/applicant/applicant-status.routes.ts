import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../domain/api-error.schema.ts';
import {
  ApplicantActionResultSchema,
  ApplicantOfferResultSchema,
  ApplicantStatusQuerySchema,
  ApplicantStatusViewSchema,
  STATUS_TOKEN_PATTERN,
  SubmitCorrectionsSchema,
} from '../../../domain/applicant-status.schema.ts';
import { NoticeRequestSchema } from '../../../domain/yards.schema.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { answerOffer, giveNotice } from '../yards/offers.service.ts';
import { sendAgreementPdf } from '../agreements/agreement-reply.ts';
import { agreementPdfOf } from '../agreements/agreements.service.ts';
import { applicantPassOf } from '../passes/passes.service.ts';
import { ApplicantPassSchema } from '../../../domain/access-pass.schema.ts';
import { AgreementSummarySchema, SignAgreementSchema } from '../../../domain/agreement.schema.ts';
import {
  applicationOfToken,
  getStatusView,
  signedByApplicant,
  submitCorrections,
  UNKNOWN_LINK_MESSAGE,
} from './applicant-status.service.ts';
import { applicantStatusOf } from './applicant-status.rules.ts';

/** Page views per address: a person reloading is far below it, a script guessing links is not. */
export const STATUS_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** Submissions per address, as for bookings. */
export const CORRECTIONS_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;
/** An offer's answer or a notice: a person sends one or two; a script trying links is held back. */
export const OFFER_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

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
 * The applicant's private status link, public (the token is the key): `GET /api/ApplicationStatus/{token}`,
 * `POST /api/ApplicationStatus/{token}/Corrections`, the answer to an offer from the waitlist
 * (`AcceptOffer`, `DeclineOffer`) and an accepted customer's `Notice`. Like the booking post, no XSRF token
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

  typed.get(
    '/:token/Agreement',
    {
      schema: {
        summary: 'The PDF of the parking agreement in force, to read before signing',
        operationId: 'getApplicantAgreement',
        params: TokenParamsSchema,
        produces: ['application/pdf'],
        response: { 404: ApiErrorSchema },
      },
      config: { rateLimit: app.rateLimitsEnabled ? STATUS_RATE_LIMIT : false },
    },
    async (request, reply) => {
      const { db, now } = context();
      const row = await applicationOfToken(db, checkedToken(request.params.token), now);
      reply.header('x-robots-tag', 'noindex, nofollow');
      return sendAgreementPdf(
        reply,
        await agreementPdfOf(db, row.id, {
          dataEncryptionKey: app.secrets.dataEncryptionKey,
          store: app.documentStore,
        }),
      );
    },
  );

  typed.get(
    '/:token/Pass',
    {
      schema: {
        summary: 'The access pass in force: its code, the day it is valid from, the yard and its QR code (SVG)',
        operationId: 'getApplicantPass',
        params: TokenParamsSchema,
        response: { 200: ApplicantPassSchema, 404: ApiErrorSchema },
      },
      config: { rateLimit: app.rateLimitsEnabled ? STATUS_RATE_LIMIT : false },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const { db, now } = context();
      const row = await applicationOfToken(db, checkedToken(request.params.token), now);
      const pass = applicantStatusOf(row) === 'Accepted' ? await applicantPassOf(db, row.id) : null;
      if (!pass) throw new HttpProblem('not_found', 'There is no access pass in force for this application.');
      return pass;
    },
  );

  typed.post(
    '/:token/Sign',
    {
      schema: {
        summary: 'Sign the parking agreement in force (typed name and title, consent, optional drawing)',
        operationId: 'signAgreement',
        params: TokenParamsSchema,
        body: SignAgreementSchema,
        response: {
          200: z.object({ isSuccess: z.literal(true), agreement: AgreementSummarySchema }),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
      config: { rateLimit: app.rateLimitsEnabled ? OFFER_RATE_LIMIT : false },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const signing = { ...context(), dataEncryptionKey: app.secrets.dataEncryptionKey };
      const agreement = await signedByApplicant(signing, checkedToken(request.params.token), request.body, {
        ip: request.ip,
        agent: request.headers['user-agent'] ?? '',
      });
      app.outboxWorker.nudge();
      request.log.info({ version: agreement.version }, 'agreement signed');
      return { isSuccess: true as const, agreement };
    },
  );

  const offerResponses = {
    200: ApplicantOfferResultSchema,
    400: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
  };
  const offerContext = () => ({
    ...context(),
    dataEncryptionKey: app.secrets.dataEncryptionKey,
  });
  const answerRoute = (accept: boolean) =>
    typed.post(
      accept ? '/:token/AcceptOffer' : '/:token/DeclineOffer',
      {
        schema: {
          summary: accept
            ? 'Accept the spaces offered from the waitlist: the application is accepted'
            : 'Decline the spaces offered from the waitlist: the application is closed',
          operationId: accept ? 'acceptOffer' : 'declineOffer',
          params: TokenParamsSchema,
          response: offerResponses,
        },
        config: { rateLimit: app.rateLimitsEnabled ? OFFER_RATE_LIMIT : false },
      },
      async (request, reply) => {
        privateAnswer(reply);
        const answering = offerContext();
        const row = await applicationOfToken(answering.db, checkedToken(request.params.token), answering.now);
        const status = await answerOffer(answering, row.id, accept);
        app.outboxWorker.nudge();
        request.log.info({ applicationId: row.id, status }, 'offer answered');
        return { isSuccess: true as const, status, moveOutDate: null };
      },
    );
  answerRoute(true);
  answerRoute(false);

  typed.post(
    '/:token/Notice',
    {
      schema: {
        summary: 'Give notice of moving out (at least 30 days ahead): the spaces are free from that day',
        operationId: 'giveNotice',
        params: TokenParamsSchema,
        body: NoticeRequestSchema,
        response: offerResponses,
      },
      config: { rateLimit: app.rateLimitsEnabled ? OFFER_RATE_LIMIT : false },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const giving = offerContext();
      const row = await applicationOfToken(giving.db, checkedToken(request.params.token), giving.now);
      const moveOutDate = await giveNotice(giving, row.id, request.body.moveOutDate);
      app.outboxWorker.nudge();
      request.log.info({ applicationId: row.id }, 'notice given');
      return { isSuccess: true as const, status: 'Accepted' as const, moveOutDate };
    },
  );
}
