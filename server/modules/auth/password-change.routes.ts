import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  ChangePasswordRequestSchema,
  SuccessSchema,
  sessionCookieNames,
} from '../../../domain/admin.schema.ts';
import { ApiErrorSchema } from '../../../domain/api-error.schema.ts';
import { changePassword, PASSWORD_CHANGED_MESSAGE } from './password-change.service.ts';
import { accountRateLimit } from './password-rate-limit.ts';

/** Tries per signed-in admin: a stolen session must not become a way to guess the current password. */
export const CHANGE_PASSWORD_LIMIT = { max: 10, timeWindowMs: 15 * 60 * 1000 } as const;

/** `POST /api/ChangePassword`: the dashboard's settingEmail screen, a password change. */
export async function passwordChangeRoutes(app: FastifyInstance) {
  const secureCookies = app.config.publicUrl.startsWith('https://');
  app.withTypeProvider<ZodTypeProvider>().post(
    ADMIN_API.changePassword,
    {
      schema: {
        summary: "Change the signed-in admin's password (ends every session of the account)",
        operationId: 'changePassword',
        body: ChangePasswordRequestSchema,
        response: {
          200: SuccessSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      // Signed in before the body is even parsed: a stranger learns nothing from validation.
      preHandler: accountRateLimit(app, [
        { name: 'change-password-admin', ...CHANGE_PASSWORD_LIMIT, key: (request) => String(request.admin.id) },
      ]),
    },
    async (request, reply) => {
      await changePassword(
        { db: app.database.db, now: app.clock(), ip: request.ip, publicUrl: app.config.publicUrl },
        { adminId: request.admin.id, authenticatedAt: request.admin.authenticatedAt },
        request.body,
      );
      app.outboxWorker.nudge();
      // The session that asked is over too; its cookies go with it (same attributes as at sign-in).
      const cookieNames = sessionCookieNames(secureCookies);
      reply.clearCookie(cookieNames.session, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
      reply.clearCookie(cookieNames.xsrf, { path: '/', sameSite: 'strict', secure: secureCookies });
      return { isSuccess: true as const, message: PASSWORD_CHANGED_MESSAGE };
    },
  );
}
