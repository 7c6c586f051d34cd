import {
  type ApiError,
  type ApiErrorCode,
  ApiErrorSchema,
  type FieldError,
  HTTP_STATUS_OF_API_ERROR,
} from '../../domain/api-error.schema.ts';

/** An expected refusal a route or service throws; the error handler turns it into the wire shape. */
export class HttpProblem extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** More of the answer beside the error shape, where a refusal says what would help. */
    readonly more?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpProblem';
    this.statusCode = HTTP_STATUS_OF_API_ERROR[code];
  }
}

export function apiErrorBody(code: ApiErrorCode, message: string, errors?: FieldError[]): ApiError {
  return errors && errors.length > 0
    ? { isSuccess: false, code, message, errors }
    : { isSuccess: false, code, message };
}

export function statusOf(code: ApiErrorCode): number {
  return HTTP_STATUS_OF_API_ERROR[code];
}

/**
 * A route's `response` entries for the errors its own service answers (a 404 for an unknown id, a
 * 409 for a decision already taken…), so the OpenAPI document lists them; the statuses the shared
 * machinery answers (validation, sign-in, body limits) are added to the document for every route.
 */
export function errorResponses<Status extends number>(...statuses: Status[]): Record<Status, typeof ApiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])) as Record<
    Status,
    typeof ApiErrorSchema
  >;
}
