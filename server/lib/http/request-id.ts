import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { type ApiError, type ApiErrorCode, HTTP_STATUS_OF_API_ERROR } from '../../../domain/api-error.schema.ts';

/**
 * Every request gets an id of its own, random so that ids from several servers or restarts never
 * meet: Fastify writes it in each log line of the request (`reqId`), and every answer carries it
 * in `X-Request-Id` (an error also in its body), so a person reporting a problem can quote the
 * line to look for. A client's own X-Request-Id is not taken: it could forge or flood the logs.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

export function newRequestId(): string {
  return randomUUID();
}

const CLIENT_ERRORS: Record<string, { code: ApiErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { code: 'request_timeout', message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { code: 'headers_too_large', message: 'The request headers are too large.' },
};
const UNREADABLE_REQUEST = { code: 'validation_failed', message: 'The request could not be read.' } as const;

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers or a request line
 * too large, a malformed request, a client too slow): they are answered here in the API's error
 * shape, with a request id that is in the log line, and echo nothing of the request.
 */
export function answerClientError(logger: FastifyBaseLogger, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { code, message } = CLIENT_ERRORS[error.code ?? ''] ?? UNREADABLE_REQUEST;
  const status = HTTP_STATUS_OF_API_ERROR[code];
  const requestId = newRequestId();
  logger.warn({ reqId: requestId, statusCode: status, parserError: error.code }, 'request refused before it was read');
  if (socket.writable) {
    const body = JSON.stringify({ isSuccess: false, code, message, requestId } satisfies ApiError);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        `Cache-Control: no-store\r\n` +
        `X-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
