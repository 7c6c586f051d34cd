import type { z } from 'zod';
import { ApiErrorSchema, type ApiError, apiErrorCodeOfStatus } from '../../domain/api-error.schema.ts';

/**
 * How every call of the web app ends: the reply parsed with the domain schema, the server's error
 * (always the one wire shape of docs/api-contract.md, Errors), or no connection at all. Failures
 * are values so each screen decides what the person reads; nothing here throws for an expected
 * failure.
 */
export type ApiResult<T> =
  | { status: 'success'; data: T }
  | { status: 'error'; error: ApiError; httpStatus: number; retryAfterSeconds?: number }
  | { status: 'offline' };

const XSRF_COOKIE = 'XSRF-TOKEN';
// Over https the server prefixes its cookies with __Host- (domain/admin.schema.ts).
const XSRF_COOKIE_NAMES = new Set([XSRF_COOKIE, `__Host-${XSRF_COOKIE}`]);
const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Unsafe requests echo the anti-forgery cookie in a header (docs/api-contract.md); harmless when it is absent. */
export function readXsrfToken(cookieHeader: string = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName !== undefined && XSRF_COOKIE_NAMES.has(rawName)) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

export function xsrfHeaders(): Record<string, string> {
  const token = readXsrfToken();
  return token ? { [XSRF_HEADER]: token } : {};
}

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Reads an error reply. A proxy or a crashed server may answer with HTML or nothing; the person
 * still gets a sentence rather than a parse error.
 */
export function toApiError(httpStatus: number, bodyText: string): ApiError {
  const parsed = ApiErrorSchema.safeParse(parseJson(bodyText));
  if (parsed.success) return parsed.data;
  return {
    isSuccess: false,
    code: apiErrorCodeOfStatus(httpStatus) ?? 'internal_error',
    message:
      httpStatus >= 500
        ? `Our server could not answer (error ${httpStatus}). Please try again in a few minutes.`
        : `The request was refused (error ${httpStatus}). Please try again.`,
  };
}

/** Retry-After is either seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** A successful reply the schema does not accept is our bug, shown as such rather than as success. */
export function toResult<T>(
  httpStatus: number,
  bodyText: string,
  schema: z.ZodType<T>,
  retryAfter: string | null,
): ApiResult<T> {
  if (httpStatus >= 200 && httpStatus < 300) {
    const parsed = schema.safeParse(parseJson(bodyText));
    if (parsed.success) return { status: 'success', data: parsed.data };
    return {
      status: 'error',
      httpStatus,
      error: {
        isSuccess: false,
        code: 'internal_error',
        message: 'The server sent an answer we could not read. Please try again in a few minutes.',
      },
    };
  }
  const retryAfterSeconds = parseRetryAfter(retryAfter);
  return {
    status: 'error',
    httpStatus,
    error: toApiError(httpStatus, bodyText),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}

export function postJson<T>(
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  return sendJson('POST', path, body, schema, options);
}

/** A PUT of JSON (a resource set whole, e.g. a yard's capacity), with the anti-forgery header. */
export function putJson<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<ApiResult<T>> {
  return sendJson('PUT', path, body, schema, {});
}

function sendJson<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
  options: { signal?: AbortSignal; headers?: Record<string, string> },
): Promise<ApiResult<T>> {
  return requestJson(
    path,
    {
      method,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...xsrfHeaders(),
        ...options.headers,
      },
      body: JSON.stringify(body),
    },
    schema,
    options,
  );
}

export function getJson<T>(
  path: string,
  schema: z.ZodType<T>,
  options: { signal?: AbortSignal; cache?: RequestCache } = {},
): Promise<ApiResult<T>> {
  const init: RequestInit = { method: 'GET', headers: { Accept: 'application/json' } };
  if (options.cache) init.cache = options.cache;
  return requestJson(path, init, schema, options);
}

async function requestJson<T>(
  path: string,
  init: RequestInit,
  schema: z.ZodType<T>,
  options: { signal?: AbortSignal },
): Promise<ApiResult<T>> {
  if (isBrowserOffline()) return { status: 'offline' };
  let response: Response;
  let bodyText: string;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin', signal: options.signal });
    bodyText = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // fetch rejects only when no HTTP answer arrived: no signal, DNS, a dropped connection.
    return { status: 'offline' };
  }
  return toResult(response.status, bodyText, schema, response.headers.get('Retry-After'));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
