import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  ForgotPasswordConfirmSchema,
  ForgotPasswordRequestSchema,
  SuccessSchema,
} from '../../../domain/admin.schema.ts';
import { ApiErrorSchema } from '../../../domain/api-error.schema.ts';
import { accountRateLimit } from './password-rate-limit.ts';
import {
  confirmPasswordReset,
  PASSWORD_RESET_MESSAGE,
  type PasswordResetContext,
  RESET_REQUESTED_MESSAGE,
  requestPasswordResetCode,
} from './password-reset.service.ts';

const MINUTE_MS = 60 * 1000;
/**
 * Per IP and per e-mail asked about (known or not, so a 429 tells nothing): enough for a person
 * who mistypes, too few to flood a mailbox or to probe addresses in bulk.
 */
export const RESET_REQUEST_LIMITS = {
  perIp: { max: 10, timeWindowMs: 60 * MINUTE_MS },
  perEmail: { max: 5, timeWindowMs: 60 * MINUTE_MS },
} as const;
/** Each code has 5 tries of its own; this bounds one client's guessing across codes and e-mails. */
export const RESET_CONFIRM_LIMITS = {
  perIp: { max: 20, timeWindowMs: 60 * MINUTE_MS },
  perEmail: { max: 10, timeWindowMs: 60 * MINUTE_MS },
} as const;

function emailKey(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** `POST /api/ForgetPassword/RequestCode` and `POST /api/ForgetPassword/Confirm` (no session). */
export async function passwordResetRoutes(app: FastifyInstance) {
  const contextOf = (ip: string): PasswordResetContext => ({
    db: app.database.db,
    dataEncryptionKey: app.secrets.dataEncryptionKey,
    now: app.clock(),
    ip,
    publicUrl: app.config.publicUrl,
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    ADMIN_API.forgotPasswordRequest,
    {
      schema: {
        summary: 'Ask for a password reset code by e-mail (the same answer whether the address is known)',
        operationId: 'requestPasswordResetCode',
        body: ForgotPasswordRequestSchema,
        response: { 200: SuccessSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
      preHandler: accountRateLimit(app, [
        { name: 'reset-request-ip', ...RESET_REQUEST_LIMITS.perIp, key: (request) => request.ip },
        { name: 'reset-request-email', ...RESET_REQUEST_LIMITS.perEmail, key: (request) => emailKey(request.body) },
      ]),
    },
    async (request) => {
      const outcome = await requestPasswordResetCode(contextOf(request.ip), request.body);
      // Nudged whatever the outcome, so the known and unknown e-mail cost the same.
      app.outboxWorker.nudge();
      // The outcome goes to the log only; the reply is the same whatever it was.
      request.log.info({ outcome }, 'password reset requested');
      return { isSuccess: true as const, message: RESET_REQUESTED_MESSAGE };
    },
  );

  typed.post(
    ADMIN_API.forgotPasswordConfirm,
    {
      schema: {
        summary: 'Set a new password with the e-mailed reset code',
        operationId: 'confirmPasswordReset',
        body: ForgotPasswordConfirmSchema,
        response: { 200: SuccessSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
      preHandler: accountRateLimit(app, [
        { name: 'reset-confirm-ip', ...RESET_CONFIRM_LIMITS.perIp, key: (request) => request.ip },
        { name: 'reset-confirm-email', ...RESET_CONFIRM_LIMITS.perEmail, key: (request) => emailKey(request.body) },
      ]),
    },
    async (request) => {
      await confirmPasswordReset(contextOf(request.ip), request.body);
      app.outboxWorker.nudge();
      return { isSuccess: true as const, message: PASSWORD_RESET_MESSAGE };
    },
  );
}
