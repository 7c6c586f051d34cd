import {
  type ApiError,
  type ApiErrorCode,
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
