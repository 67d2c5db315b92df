import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiFailureSchema, apiSuccessSchema } from './api.ts';

describe('api envelope', () => {
  it('accepts a success with typed data and rejects a wrong data shape', () => {
    const schema = apiSuccessSchema(z.object({ id: z.string() }));
    expect(schema.safeParse({ success: true, data: { id: 'a' } }).success).toBe(true);
    expect(schema.safeParse({ success: true, data: { id: 1 } }).success).toBe(false);
  });
  it('carries field messages on failure', () => {
    const parsed = apiFailureSchema.parse({
      success: false,
      error: {
        message: 'Some fields are invalid',
        code: 'VALIDATION_FAILED',
        fields: { email: 'Email is required' },
      },
    });
    expect(parsed.error.fields?.email).toBe('Email is required');
  });
  it('refuses a code the one list does not have', () => {
    const failure = { success: false, error: { message: 'x', code: 'TEAPOT' } };
    expect(apiFailureSchema.safeParse(failure).success).toBe(false);
  });
});
