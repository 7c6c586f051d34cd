import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../../domain/api-error.schema.ts';
import { z } from 'zod';
import {
  BookingCreatedSchema,
  BookingSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
} from '../../../domain/booking.schema.ts';
import { errorResponses } from '../../lib/api-error.ts';
import { isHoneypotFilled } from '../../lib/honeypot.ts';
import { headerValue } from '../../lib/http/header-value.ts';
import { newStatusToken, statusPageUrl } from '../../lib/status-link.ts';
import { createBooking } from './booking.service.ts';
import { newBookingReference } from './booking-reference.ts';

/** Bookings per IP: generous for a dispatcher booking several yards, tight for a script. */
export const BOOKING_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

export async function applicationsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/CreateApplicationForm',
    {
      schema: {
        summary: 'Book: a whole application, with the references of its five uploaded documents',
        operationId: 'createApplicationForm',
        body: BookingSchema,
        // Looser than the rest of the headers' object: every other header passes through as it is.
        headers: z.looseObject({
          [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: IdempotencyKeySchema.optional().meta({
            description:
              'A key of the booking attempt: sent again with the same booking within 24 hours, the first answer ' +
              'comes back (same id and reference); with a different booking, a 409.',
          }),
        }),
        response: { 200: BookingCreatedSchema, 400: ApiErrorSchema, ...errorResponses(409) },
      },
      config: { rateLimit: app.rateLimitsEnabled ? BOOKING_RATE_LIMIT : false },
    },
    async (request) => {
      if (isHoneypotFilled(request.body.website)) {
        request.log.warn('booking with a filled honeypot answered as a success; nothing stored or sent');
        // A link of the right shape that leads nowhere: the bot cannot tell it was not stored.
        const statusUrl = statusPageUrl(app.config.publicUrl, newStatusToken(), request.body.language);
        return {
          isSuccess: true as const,
          message: 'Done' as const,
          id: 0,
          reference: newBookingReference(),
          statusUrl,
        };
      }
      const created = await createBooking(
        {
          db: app.database.db,
          dataEncryptionKey: app.secrets.dataEncryptionKey,
          now: app.clock(),
          companyInbox: app.config.mail.companyInbox,
          publicUrl: app.config.publicUrl,
          visitorMailDailyCap: app.config.visitorMailDailyCap,
          logger: request.log,
        },
        request.body,
        // Validated above as one key (Node joins a repeated header into one string, which fails it).
        { idempotencyKey: headerValue(request, IDEMPOTENCY_KEY_HEADER) },
      );
      // The e-mails are safely queued; ask the worker to send them now rather than at its next tick.
      app.outboxWorker.nudge();
      request.log.info({ applicationId: created.id }, 'booking stored');
      return { isSuccess: true as const, message: 'Done' as const, ...created };
    },
  );
}
