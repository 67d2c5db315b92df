import { transportMessages } from '@pokerhome/domain';

/** Failures that never reached the server carry status 0 and one of these codes. */
export type ClientErrorCode = 'NETWORK' | 'TIMEOUT' | 'INVALID_RESPONSE';

/** Every failed API call surfaces as this, with the message the user should read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  /** Dotted field path → the spec's message for that field (validation failures). */
  readonly fields: Record<string, string> | undefined;

  constructor(init: { status: number; message: string; code?: string; fields?: Record<string, string> }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The catalogue's transport message for a status when the server did not send its own (docs/api.md). */
export function messageForStatus(status: number): string {
  if (status === 401) return transportMessages.unauthorized;
  if (status === 403) return transportMessages.forbidden;
  if (status === 404) return transportMessages.notFound;
  if (status >= 500) return transportMessages.server;
  return transportMessages.otherStatus(status);
}
