import type { FastifyRequest } from 'fastify';

/**
 * A request header's one value, or undefined when it is absent or an array (Node joins most
 * repeated headers into one string; the few it keeps as arrays are never one value).
 */
export function headerValue(request: Pick<FastifyRequest, 'headers'>, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}
