import { vi } from 'vitest';

/**
 * A stand-in for the admin API in unit tests only (fetch is stubbed; the real server is exercised
 * by the server tests and the Playwright run). Each route is `METHOD /path` (no query string);
 * a call to an unlisted route fails the test, so a wrong path or method cannot pass silently.
 */
export type StubReply = { status: number; body?: unknown; headers?: Record<string, string> };
export type StubRequest = { method: string; url: URL; body: unknown; headers: Record<string, string> };
export type StubHandler = StubReply | ((request: StubRequest) => StubReply | Promise<StubReply>);

export function stubAdminApi(routes: Record<string, StubHandler>) {
  const calls: StubRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: StubRequest = {
      method,
      url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected call: ${method} ${url.pathname}${url.search}`);
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}

export function unauthorized(): StubReply {
  return { status: 401, body: { isSuccess: false, code: 'unauthorized', message: 'Sign in to continue.' } };
}
