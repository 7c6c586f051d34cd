import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { parseRetryAfter, postJson, readXsrfToken, toApiError } from './api-client.ts';

const ReplySchema = z.object({ ok: z.literal(true) });

/** fetch is the browser's; here a test double answers as the server would. */
function answerWith(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchStub = vi.fn(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('postJson', () => {
  test('a reply the schema accepts is a success with parsed data', async () => {
    const fetchStub = answerWith(200, { ok: true, extra: 'dropped' });
    const result = await postJson('/api/thing', { a: 1 }, ReplySchema);
    expect(result).toEqual({ status: 'success', data: { ok: true } });
    const [path, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/thing');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  test('the XSRF-TOKEN cookie is echoed in the X-XSRF-TOKEN header', async () => {
    document.cookie = 'XSRF-TOKEN=abc%2B123; path=/';
    const fetchStub = answerWith(200, { ok: true });
    await postJson('/api/thing', {}, ReplySchema);
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc+123');
  });

  test('without the cookie no anti-forgery header is sent', async () => {
    const fetchStub = answerWith(200, { ok: true });
    await postJson('/api/thing', {}, ReplySchema);
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  test('a server error is returned with its message, status and field errors', async () => {
    answerWith(400, {
      isSuccess: false,
      code: 'validation_failed',
      message: 'Check the highlighted answers',
      errors: [{ path: 'references.0.email', message: 'Valid email is required' }],
    });
    const result = await postJson('/api/thing', {}, ReplySchema);
    expect(result).toEqual({
      status: 'error',
      httpStatus: 400,
      error: {
        isSuccess: false,
        code: 'validation_failed',
        message: 'Check the highlighted answers',
        errors: [{ path: 'references.0.email', message: 'Valid email is required' }],
      },
    });
  });

  test('429 carries the Retry-After wait in seconds', async () => {
    answerWith(429, { isSuccess: false, code: 'rate_limited', message: 'Too many requests' }, { 'Retry-After': '120' });
    const result = await postJson('/api/thing', {}, ReplySchema);
    expect(result).toMatchObject({ status: 'error', httpStatus: 429, retryAfterSeconds: 120 });
  });

  test('a reply that is not our error shape still becomes a readable error', async () => {
    answerWith(502, '<html>Bad gateway</html>');
    const result = await postJson('/api/thing', {}, ReplySchema);
    expect(result).toMatchObject({ status: 'error', httpStatus: 502, error: { code: 'internal_error' } });
    if (result.status === 'error') expect(result.error.message).toMatch(/error 502/);
  });

  test('a success reply the schema refuses is not reported as success', async () => {
    answerWith(200, { ok: 'maybe' });
    const result = await postJson('/api/thing', {}, ReplySchema);
    expect(result.status).toBe('error');
  });

  test('a failed connection is reported as offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await postJson('/api/thing', {}, ReplySchema)).toEqual({ status: 'offline' });
  });

  test('a browser that knows it is offline does not try', async () => {
    const fetchStub = answerWith(200, { ok: true });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(await postJson('/api/thing', {}, ReplySchema)).toEqual({ status: 'offline' });
      expect(fetchStub).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('helpers', () => {
  test('readXsrfToken finds the cookie among others', () => {
    expect(readXsrfToken('a=1; XSRF-TOKEN=t%3Dk; b=2')).toBe('t=k');
    expect(readXsrfToken('a=1')).toBeUndefined();
  });

  test('parseRetryAfter reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30);
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });

  test('toApiError names the status when the body is not ours', () => {
    expect(toApiError(413, '')).toMatchObject({ code: 'payload_too_large' });
  });
});
