import { z } from 'zod';

/** The closed set of error codes on the wire (docs/api-contract.md): one shape for every failure. */
export const API_ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  /** A fresh sign-in is needed before this action (e.g. a password change without the current one). */
  'reauthentication_required',
  'not_found',
  'conflict',
  /** An acceptance whose spaces do not fit its yard from its move-in date (with what is short). */
  'no_capacity',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
  /** The request took too long to arrive (a slow client); refused before it was read. */
  'request_timeout',
  /** The URL is longer than any address of the site; nothing of it is echoed. */
  'uri_too_long',
  /** The request's headers are too large to read (Node refuses them before the app sees them). */
  'headers_too_large',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The HTTP status of each code: the one place that ties them together, for server and client. */
export const HTTP_STATUS_OF_API_ERROR: Record<ApiErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  reauthentication_required: 403,
  not_found: 404,
  conflict: 409,
  no_capacity: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
  request_timeout: 408,
  uri_too_long: 414,
  headers_too_large: 431,
};

/** The code for an HTTP status, e.g. when a reply carries no JSON body of ours. */
export function apiErrorCodeOfStatus(status: number): ApiErrorCode | undefined {
  return API_ERROR_CODES.find((code) => HTTP_STATUS_OF_API_ERROR[code] === status);
}

export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ApiErrorSchema = z.object({
  isSuccess: z.literal(false),
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
  /** Names this request in the server's log, to quote when reporting a problem. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Zod issue paths become dotted strings (`references.0.email`) the wizard maps back to fields. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}
