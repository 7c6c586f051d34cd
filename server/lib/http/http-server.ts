import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * The Node HTTP server under Fastify, with the clocks that cut slow clients off (a Slowloris
 * attack holds connections open by sending a little, slowly). Node only checks these clocks every
 * `connectionsCheckingInterval`, so that is short too; its default (30 s) made a 10 s limit act
 * like 40 s.
 */
export const HTTP_LIMITS = {
  /** The whole request head (line and headers) must arrive within this. */
  headersTimeoutMs: 10_000,
  /** Hard ceiling on one request, head and body: the slowest upload allowed (10 MB at ~90 kB/s). */
  requestTimeoutMs: 120_000,
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  connectionsCheckingIntervalMs: 1_000,
} as const;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export function createLimitedHttpServer(handler: Handler, maxConnections: number): Server {
  const server = createServer(
    {
      headersTimeout: HTTP_LIMITS.headersTimeoutMs,
      requestTimeout: HTTP_LIMITS.requestTimeoutMs,
      keepAliveTimeout: HTTP_LIMITS.keepAliveTimeoutMs,
      connectionsCheckingInterval: HTTP_LIMITS.connectionsCheckingIntervalMs,
    },
    handler,
  );
  // Past this, new connections are closed at once, so a flood of idle sockets cannot exhaust
  // file descriptors or memory while real requests are still served on the ones open.
  server.maxConnections = maxConnections;
  return server;
}
