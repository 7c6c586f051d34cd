import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../lib/api-error.ts';

/**
 * No form of ours nests deeper than a few levels; a body nested hundreds deep is an attempt to
 * exhaust a recursive validator or serializer, refused before validation. Huge bodies never get
 * this far (Fastify's bodyLimit answers 413).
 */
export const MAX_BODY_DEPTH = 16;
export const BODY_TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`;

/** Depth of a parsed JSON value, walked with an explicit stack so the walk itself cannot overflow. */
export function exceedsDepth(value: unknown, maxDepth: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; depth: number };
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= maxDepth) return true;
    for (const child of Object.values(next.value)) stack.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

async function bodyDepthPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body !== null && typeof request.body === 'object' && exceedsDepth(request.body, MAX_BODY_DEPTH)) {
      throw new HttpProblem('validation_failed', BODY_TOO_DEEP_MESSAGE, [{ path: '', message: BODY_TOO_DEEP_MESSAGE }]);
    }
  });
}

export default fp(bodyDepthPlugin, { name: 'body-depth' });
