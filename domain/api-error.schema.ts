import { z } from 'zod';

/** The closed set of error codes on the wire (DESIGN.md §5): one shape for every failure. */
export const API_ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ApiErrorSchema = z.object({
  isSuccess: z.literal(false),
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Zod issue paths become dotted strings (`references.0.email`) the wizard maps back to fields. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}
