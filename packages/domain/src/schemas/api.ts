import { z } from 'zod';

/**
 * The wire envelope of every /api answer (docs/api.md):
 * `{success: true, data}` or `{success: false, error: {message, code?, fields?}}`.
 * `fields` maps a dotted field path to the spec's message for that field.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const apiFailureSchema = z.object({
  success: z.literal(false),
  error: apiErrorSchema,
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

export function apiSuccessSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
export type ApiSuccess<T> = { success: true; data: T };
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/**
 * The one list of error codes carried end to end, each with the one HTTP status it answers with
 * (docs/api.md, "Error answers"): the server raises them, the OpenAPI description lists them.
 */
export const errorStatusByCode = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** The same Idempotency-Key with another request (docs/api.md, "Safe retries"). */
  KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorStatusByCode;
export const errorCodes = Object.keys(errorStatusByCode) as ErrorCode[];
