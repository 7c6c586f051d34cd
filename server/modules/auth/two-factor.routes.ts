import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  SuccessSchema,
  TwoFactorCodeSchema,
  TwoFactorDisableSchema,
  TwoFactorEnabledSchema,
  TwoFactorSetupSchema,
} from '../../../domain/admin.schema.ts';
import { ApiErrorSchema } from '../../../domain/api-error.schema.ts';
import { accountRateLimit } from './password-rate-limit.ts';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, type TwoFactorContext } from './two-factor.service.ts';

/** Per admin across the three calls: room for a few mistyped codes, none for guessing 10^6 of them. */
export const TWO_FACTOR_LIMIT = { max: 10, timeWindowMs: 15 * 60 * 1000 } as const;

const ERROR_RESPONSES = { 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema } as const;

/** `POST /api/TwoFactor/Setup`, `/Enable`, `/Disable`: settings of the signed-in admin. */
export async function twoFactorRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limit = accountRateLimit(app, [
    { name: 'two-factor-admin', ...TWO_FACTOR_LIMIT, key: (request) => String(request.admin.id) },
  ]);
  const contextOf = (request: FastifyRequest): TwoFactorContext => ({
    db: app.database.db,
    dataEncryptionKey: app.secrets.dataEncryptionKey,
    now: app.clock(),
    ip: request.ip,
    publicUrl: app.config.publicUrl,
  });

  typed.post(
    ADMIN_API.twoFactorSetup,
    {
      preHandler: limit,
      schema: {
        summary: 'Start turning two-factor sign-in on: a new secret for the authenticator app',
        operationId: 'startTwoFactorSetup',
        response: { 200: TwoFactorSetupSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      // The secret is a credential: no cache may keep this answer.
      reply.header('cache-control', 'no-store');
      return startTwoFactorSetup(contextOf(request), request.admin.id);
    },
  );

  typed.post(
    ADMIN_API.twoFactorEnable,
    {
      preHandler: limit,
      schema: {
        summary: 'Turn two-factor sign-in on with a code from the app: answers the recovery codes',
        operationId: 'enableTwoFactor',
        body: TwoFactorCodeSchema,
        response: { 200: TwoFactorEnabledSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const recoveryCodes = await enableTwoFactor(contextOf(request), request.admin.id, request.body.code);
      app.outboxWorker.nudge();
      reply.header('cache-control', 'no-store');
      return { isSuccess: true as const, recoveryCodes };
    },
  );

  typed.post(
    ADMIN_API.twoFactorDisable,
    {
      preHandler: limit,
      schema: {
        summary: 'Turn two-factor sign-in off (asks for the password)',
        operationId: 'disableTwoFactor',
        body: TwoFactorDisableSchema,
        response: { 200: SuccessSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const wasEnabled = await disableTwoFactor(contextOf(request), request.admin.id, request.body.password);
      if (wasEnabled) app.outboxWorker.nudge();
      return { isSuccess: true as const, message: 'Two-factor sign-in is off.' };
    },
  );
}
