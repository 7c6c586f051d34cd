import type { ApiError, ApiErrorCode, FieldError } from '../../domain/api-error.schema.ts';

/** Status of each error code: the one place that ties them together. */
const STATUS_OF: Record<ApiErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
};

/** An expected refusal a route or service throws; the error handler turns it into the wire shape. */
export class HttpProblem extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpProblem';
    this.statusCode = STATUS_OF[code];
  }
}

export function apiErrorBody(code: ApiErrorCode, message: string, errors?: FieldError[]): ApiError {
  return errors && errors.length > 0 ? { isSuccess: false, code, message, errors } : { isSuccess: false, code, message };
}

export function statusOf(code: ApiErrorCode): number {
  return STATUS_OF[code];
}
