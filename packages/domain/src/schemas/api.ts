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

/** Error codes carried end to end; the server maps each to one HTTP status in one place. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** The same Idempotency-Key with another request (docs/api.md, "Safe retries"). */
  'KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
