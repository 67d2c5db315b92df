/**
 * The one list of error codes carried end to end, each with the one HTTP status it answers with
 * (docs/api.md, "Error answers"): the server raises them, the OpenAPI description lists them, the
 * envelope's schema (`apiErrorSchema`) admits only them and the web's `ApiError.code` is typed from
 * them. Kept free of the schema library: the web's first chunk names these codes and the landing
 * page must not load zod (docs/architecture.md, "The contract").
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
export const errorCodes = Object.keys(errorStatusByCode) as [ErrorCode, ...ErrorCode[]];

/**
 * The code of a status the answer did not name a code for (a framework's own 4xx, a proxy's page):
 * the code answering with that status, else INTERNAL for a 5xx and VALIDATION_FAILED for the rest.
 */
export function errorCodeForStatus(status: number): ErrorCode {
  const found = errorCodes.find((code) => errorStatusByCode[code] === status);
  if (found) return found;
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
}

/**
 * The codes the web app gives a failure the server's envelope did not carry: an answer that is not
 * the envelope, or whose data breaks the contract's schema (docs/api.md, "Error answers").
 */
export const clientErrorCodes = ['INVALID_RESPONSE'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];
