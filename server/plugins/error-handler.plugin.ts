import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorCode, apiErrorCodeOfStatus, type FieldError } from '../../domain/api-error.schema.ts';
import { apiErrorBody, HttpProblem, statusOf } from '../lib/api-error.ts';
import { currentWrites, recordWrites } from '../db/request-writes.ts';
import { REQUEST_ID_HEADER } from '../lib/http/request-id.ts';
import { classifyInfrastructureFault, FAULT_MESSAGES, FAULT_RETRY_AFTER_SECONDS } from '../lib/infrastructure-fault.ts';

/**
 * One error handler for the whole app: every failure leaves as
 * `{ isSuccess: false, code, message, errors? }`, and no 5xx reveals anything internal.
 */
const MESSAGE_OF_CODE: Record<ApiErrorCode, string> = {
  validation_failed: 'The request is not valid.',
  unauthorized: 'Sign in to continue.',
  forbidden: 'You are not allowed to do that.',
  reauthentication_required: 'Sign in again to do that.',
  not_found: 'Nothing was found at this address.',
  conflict: 'That conflicts with the current state; reload and try again.',
  no_capacity: 'The yard has no room for that.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'That content type is not accepted here.',
  rate_limited: 'Too many requests; wait a moment and try again.',
  service_unavailable: 'The service is briefly unavailable; try again in a moment.',
  request_timeout: 'The request took too long to arrive.',
  uri_too_long: 'The address is too long.',
  headers_too_large: 'The request headers are too large.',
  internal_error: 'Something went wrong on our side. Please try again in a moment.',
};

/**
 * A 500 says nothing was stored only when the server knows it: this request rolled a transaction
 * back and committed no write. A write that may have gone through is said, so that a person checks
 * before sending the same thing twice.
 */
export const INTERNAL_ERROR_MESSAGES = {
  nothingStored: 'Something went wrong on our side, and nothing you sent was stored. Please try again in a moment.',
  maybeStored:
    'Something went wrong on our side, and we cannot tell whether what you sent was saved. Check before sending it again.',
  read: MESSAGE_OF_CODE.internal_error,
} as const;

function internalErrorMessage(method: string): string {
  const writes = currentWrites();
  if (writes?.rolledBack && !writes.committed) return INTERNAL_ERROR_MESSAGES.nothingStored;
  if ((method === 'GET' || method === 'HEAD') && writes && !writes.committed) return INTERNAL_ERROR_MESSAGES.read;
  return INTERNAL_ERROR_MESSAGES.maybeStored;
}

/**
 * No address of the site comes near this (a search is at most 100 characters); a longer URL is
 * refused with a 414 that echoes none of it, before any route reads it.
 */
export const MAX_URL_LENGTH = 2048;
/** How much of an unknown path a 404 repeats back. */
const ECHOED_PATH_LENGTH = 200;

async function errorHandlerPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) {
      throw new HttpProblem('uri_too_long', `The address is too long (at most ${MAX_URL_LENGTH} characters).`);
    }
  });
  // After the body is read (a body's stream events would leave this context), around the route's
  // own checks, its handler and this error handler.
  app.addHook('preHandler', (_request, _reply, done) => recordWrites(done));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      return reply
        .status(error.statusCode)
        .send({ ...apiErrorBody(error.code, error.message, error.errors), ...error.more });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send(apiErrorBody('validation_failed', 'Some fields need attention.', errors));
    }
    const fault = classifyInfrastructureFault(error);
    if (fault) {
      request.log.error({ err: error, fault }, 'request failed on an infrastructure fault');
      // An upload cut short by a full disk leaves its body unread on the connection.
      if (fault === 'storage_full') reply.header('connection', 'close');
      reply.header('retry-after', String(FAULT_RETRY_AFTER_SECONDS));
      return reply.status(503).send(apiErrorBody('service_unavailable', FAULT_MESSAGES[fault]));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(apiErrorBody('internal_error', internalErrorMessage(request.method)));
    }
    const code = apiErrorCodeOfStatus(status) ?? 'validation_failed';
    if (status === 429 && !reply.getHeader('retry-after')) reply.header('retry-after', '60');
    return reply
      .status(statusOf(code) === status ? status : statusOf(code))
      .send(apiErrorBody(code, clientMessage(error, code)));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const echoed = path.length > ECHOED_PATH_LENGTH ? `${path.slice(0, ECHOED_PATH_LENGTH)}…` : path;
    reply.status(404).send(apiErrorBody('not_found', `No endpoint ${request.method} ${echoed}.`));
  });
}

/** Fastify's own 4xx messages are safe and precise (e.g. invalid JSON); keep them, tidied. */
function clientMessage(error: FastifyError, code: ApiErrorCode): string {
  if (code === 'rate_limited') return MESSAGE_OF_CODE.rate_limited;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Send JSON (application/json) or multipart/form-data.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty; send a JSON object.';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return MESSAGE_OF_CODE.payload_too_large;
  if (error instanceof SyntaxError) return 'The request body is not valid JSON.';
  return error.message || MESSAGE_OF_CODE[code];
}

/**
 * The router's own refusals, before any hook or route runs (Fastify's `frameworkErrors`): a path
 * parameter longer than the router takes, or %-escapes that decode to nothing. In the API's shape,
 * echoing nothing of the address (Fastify's own answer repeats it whole).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body = tooLong
    ? apiErrorBody('uri_too_long', 'A part of the address is too long.')
    : apiErrorBody('validation_failed', 'The address is not valid.');
  void reply
    .status(statusOf(body.code))
    .header(REQUEST_ID_HEADER, request.id)
    .send({ ...body, requestId: request.id });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
