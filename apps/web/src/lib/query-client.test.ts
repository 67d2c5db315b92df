import { errorCodeForStatus } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { shouldRetryQuery } from './query-client.ts';

const apiError = (status: number) => new ApiError({ status, code: errorCodeForStatus(status), message: 'x' });

describe('query retry policy', () => {
  it('never retries 401, 403 or 404', () => {
    for (const status of [401, 403, 404]) expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });
  it('retries server, network and timeout failures up to 3 times', () => {
    for (const error of [apiError(500), apiError(0), new Error('boom')]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(2, error)).toBe(true);
      expect(shouldRetryQuery(3, error)).toBe(false);
    }
  });
  it('retries 408 and 429 but not other client errors', () => {
    expect(shouldRetryQuery(0, apiError(429))).toBe(true);
    expect(shouldRetryQuery(0, apiError(408))).toBe(true);
    expect(shouldRetryQuery(0, apiError(400))).toBe(false);
  });
});
