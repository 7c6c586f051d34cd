import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../domain/api-error.schema.ts';
import {
  CapacityBelowAllocationErrorSchema,
  ChangeYardAnswerSchema,
  ChangeYardRequestSchema,
  EndTenancyAnswerSchema,
  EndTenancyRequestSchema,
  WaitlistAnswerSchema,
  WaitlistRequestSchema,
  YardCapacityRequestSchema,
  YardSchema,
  YardOccupancySchema,
  YardSlugParamsSchema,
  YardsAnswerSchema,
  YardsQuerySchema,
} from '../../../domain/yards.schema.ts';
import { errorResponses } from '../../lib/api-error.ts';
import { yardDayOf } from '../../lib/calendar-days.ts';
import { changeYard, waitlistApplication } from './waitlist.service.ts';
import { endTenancy, setYardCapacity, yardOccupancy, yardsFrom } from './yards.service.ts';

/** How long a browser or proxy may keep the yards' free spaces: visitors see them within a minute. */
export const YARDS_MAX_AGE_SECONDS = 60;
/** Per address: a page asks once per visit; each ask with a new `from` passes the caches. */
export const YARDS_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/**
 * GET /api/Yards (public): each yard's spaces, free from today or from `?from=` (a move-in date),
 * for the location pages and the booking's last step. Nothing personal, so it may be cached.
 */
export async function yardsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/Yards',
    {
      config: { publicAnswer: true, rateLimit: app.rateLimitsEnabled ? YARDS_RATE_LIMIT : false },
      schema: {
        summary: "The yards' capacity, published rates and free spaces from a day (today by default)",
        operationId: 'getYards',
        querystring: YardsQuerySchema,
        response: { 200: YardsAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${YARDS_MAX_AGE_SECONDS}`);
      return yardsFrom(app.database.db, request.query.from ?? yardDayOf(app.clock()));
    },
  );
}

/**
 * The admin's yard calls: PUT /api/Yards/{slug}/Capacity (the yard's spaces and published monthly
 * rates), GET /api/Yards/Occupancy (use week by week, and the waitlists), and on an application:
 * EndTenancy (its spaces freed), Waitlist (in its yard's line) and ChangeYard. Each write that
 * frees spaces offers them down the yard's waitlist, whose e-mails go out at once.
 */
export async function yardsAdminRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const mailing = () => ({ publicUrl: app.config.publicUrl, dataEncryptionKey: app.secrets.dataEncryptionKey });
  const actorOf = (request: { admin: { id: number }; ip: string }) => ({
    adminId: request.admin.id,
    ip: request.ip,
    now: app.clock(),
  });
  typed.put(
    '/api/Yards/:slug/Capacity',
    {
      schema: {
        summary: "Set a yard's truck and trailer spaces and its published monthly rate per space",
        operationId: 'putYardCapacity',
        params: YardSlugParamsSchema,
        body: YardCapacityRequestSchema,
        response: {
          200: z.object({ isSuccess: z.literal(true), yard: YardSchema }),
          ...errorResponses(404),
          409: z.union([CapacityBelowAllocationErrorSchema, ApiErrorSchema]),
        },
      },
    },
    async (request) => {
      const yard = await setYardCapacity(
        app.database.db,
        request.params.slug,
        request.body,
        actorOf(request),
        mailing(),
      );
      app.outboxWorker.nudge();
      request.log.info({ yard: yard.slug, adminId: request.admin.id }, 'yard capacity set');
      return { isSuccess: true as const, yard };
    },
  );

  typed.get(
    '/api/Yards/Occupancy',
    {
      schema: {
        summary: "Each yard's busiest use of truck and trailer spaces, week by week for 13 weeks from today",
        operationId: 'getYardOccupancy',
        response: { 200: YardOccupancySchema },
      },
    },
    async () => yardOccupancy(app.database.db, yardDayOf(app.clock())),
  );

  typed.post(
    '/api/ApplicationFormData/EndTenancy',
    {
      schema: {
        summary: "End an accepted application's tenancy: its spaces are free from the move-out date",
        operationId: 'endTenancy',
        body: EndTenancyRequestSchema,
        response: {
          200: EndTenancyAnswerSchema,
          ...errorResponses(404, 409),
        },
      },
    },
    async (request) => {
      const ended = await endTenancy(app.database.db, request.body, actorOf(request), mailing());
      app.outboxWorker.nudge();
      request.log.info({ applicationId: request.body.id, adminId: request.admin.id }, 'tenancy ended');
      return { isSuccess: true as const, ...ended };
    },
  );

  typed.post(
    '/api/ApplicationFormData/Waitlist',
    {
      schema: {
        summary: "Put a pending application that does not fit its yard on the yard's waitlist",
        operationId: 'waitlistApplication',
        body: WaitlistRequestSchema,
        response: { 200: WaitlistAnswerSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { position } = await waitlistApplication(app.database.db, request.body, actorOf(request), mailing());
      app.outboxWorker.nudge();
      request.log.info({ applicationId: request.body.id, adminId: request.admin.id, position }, 'waitlisted');
      return { isSuccess: true as const, position };
    },
  );

  typed.post(
    '/api/ApplicationFormData/ChangeYard',
    {
      schema: {
        summary: 'Move a pending application to another yard (the applicant is told)',
        operationId: 'changeYard',
        body: ChangeYardRequestSchema,
        response: { 200: ChangeYardAnswerSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const moved = await changeYard(app.database.db, request.body, actorOf(request), mailing());
      app.outboxWorker.nudge();
      request.log.info({ applicationId: request.body.id, adminId: request.admin.id }, 'yard changed');
      return { isSuccess: true as const, ...moved };
    },
  );
}
