import { z } from 'zod';
import { errorCodes } from '../error-codes.ts';

/**
 * The wire envelope of every /api answer (docs/api.md):
 * `{success: true, data}` or `{success: false, error: {message, code, fields?}}`, `code` one of
 * `errorCodes` (error-codes.ts).
 * `fields` maps a dotted field path to the spec's message for that field.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
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
