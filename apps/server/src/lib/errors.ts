import {
  type ErrorCode,
  errorStatusByCode,
  idempotencyMessages,
  serverMessages,
  transportMessages,
} from '@pokerhome/domain';

/** Each error code's one HTTP status, from the domain's one list of codes. */
export const statusByCode: Record<ErrorCode, number> = errorStatusByCode;

const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: serverMessages.invalidInput,
  UNAUTHENTICATED: transportMessages.unauthorized,
  FORBIDDEN: transportMessages.forbidden,
  NOT_FOUND: transportMessages.notFound,
  METHOD_NOT_ALLOWED: serverMessages.methodNotAllowed,
  CONFLICT: transportMessages.generic,
  KEY_REUSED: idempotencyMessages.keyReused,
  PAYLOAD_TOO_LARGE: serverMessages.payloadTooLarge,
  URI_TOO_LONG: serverMessages.uriTooLong,
  UNSUPPORTED_MEDIA_TYPE: serverMessages.unsupportedMediaType,
  RATE_LIMITED: serverMessages.rateLimited,
  INTERNAL: transportMessages.server,
  UNAVAILABLE: serverMessages.unavailable,
};

/** An expected failure a service raises; its message is safe to show the user. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? defaultMessages[code]);
    this.code = code;
    this.fields = fields;
  }
  get status(): number {
    return statusByCode[this.code];
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', message, fields);
export const unauthenticated = (message?: string) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

export function defaultMessageFor(code: ErrorCode): string {
  return defaultMessages[code];
}

/**
 * Whether a database error is a unique-index violation (PostgreSQL 23505), directly or wrapped by
 * Drizzle: the index decided a race, which the caller answers as a 409.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
