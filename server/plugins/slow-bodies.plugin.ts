import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loggableUrl } from '../lib/logger-options.ts';

/**
 * Cuts off a client that sends its body too slowly: a JSON body must be whole within 30 s, and an
 * upload (multipart) must keep up a minimum data rate after a short grace period. Node's own
 * requestTimeout (lib/http/http-server.ts) is the hard ceiling above both. The socket's byte
 * count is read on a timer, so the body stream itself is left alone for the parsers.
 */
export const BODY_LIMITS = {
  jsonBodyTimeoutMs: 30_000,
  uploadGraceMs: 10_000,
  /** Bytes a second an upload must average over each window after the grace period. */
  uploadMinBytesPerSecond: 16 * 1024,
  uploadWindowMs: 10_000,
  checkIntervalMs: 1_000,
} as const;

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

async function slowBodiesPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!hasBody(request)) return;
    const raw = request.raw;
    const socket = raw.socket;
    // Fastify's inject() has no real socket to cut, nor a slow client behind it.
    if (!socket || typeof socket.destroy !== 'function' || typeof socket.bytesRead !== 'number') return;
    const isUpload = (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
    const startedAt = Date.now();
    let windowStart = { at: startedAt, bytes: socket.bytesRead };

    const cutOff = (reason: string) => {
      stop();
      request.log.warn(
        { url: loggableUrl(request.url), reason, elapsedMs: Date.now() - startedAt },
        'slow client cut off',
      );
      socket.destroy();
    };
    const timer = setInterval(() => {
      if (raw.complete) return stop();
      const now = Date.now();
      if (!isUpload) {
        if (now - startedAt > BODY_LIMITS.jsonBodyTimeoutMs) cutOff('body not complete in time');
        return;
      }
      if (now - startedAt < BODY_LIMITS.uploadGraceMs || now - windowStart.at < BODY_LIMITS.uploadWindowMs) return;
      const received = socket.bytesRead - windowStart.bytes;
      const needed = (BODY_LIMITS.uploadMinBytesPerSecond * (now - windowStart.at)) / 1000;
      if (received < needed) cutOff('upload below the minimum data rate');
      else windowStart = { at: now, bytes: socket.bytesRead };
    }, BODY_LIMITS.checkIntervalMs);
    timer.unref();
    function stop() {
      clearInterval(timer);
    }
    raw.once('end', stop);
    raw.once('close', stop);
  });
}

export default fp(slowBodiesPlugin, { name: 'slow-bodies' });
