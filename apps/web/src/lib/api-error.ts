import { type ClientErrorCode, type ErrorCode, transportMessages } from '@pokerhome/domain';

/** What an `ApiError` can name: the server's codes, and the web's own for an answer that breaks the contract. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/**
 * The server answered and refused (or answered something that is not the contract's answer): the
 * message is the one the user should read. `code` comes from the domain's one list
 * (`errorStatusByCode`, plus `clientErrorCodes` for an answer that breaks the contract), so naming a
 * code the server cannot send does not compile.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Dotted field path → the spec's message for that field (validation failures). */
  readonly fields: Record<string, string> | undefined;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string> | undefined;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Why no answer of the server's came back: the device is offline (a change is then refused before
 * it is sent, docs/offline.md), the network failed, no answer within the timeout, or a gateway in
 * front of the server answered for it (502, 503 or 504 without the server's envelope).
 */
/**
 * `unanswered`: a change sent with the browser online that no answer came back for: the server, not
 * the device's connection, failed (docs/offline.md, "Server down or phone offline").
 */
export type UnreachableReason = 'offline' | 'network' | 'unanswered' | 'timeout' | 'gateway';

/**
 * The server could not be reached: unlike an `ApiError`, nothing was decided about the request, so
 * trying again later may succeed. `status` is the gateway's, else 0.
 */
export class ServerUnreachableError extends Error {
  override readonly name = 'ServerUnreachableError';
  readonly reason: UnreachableReason;
  readonly status: number;

  constructor(reason: UnreachableReason, status = 0) {
    super(unreachableMessages[reason]);
    this.reason = reason;
    this.status = status;
  }
}

const unreachableMessages: Record<UnreachableReason, string> = {
  offline: transportMessages.offline,
  network: transportMessages.network,
  unanswered: transportMessages.serverUnreachable,
  timeout: transportMessages.timeout,
  gateway: transportMessages.server,
};

export function isServerUnreachable(error: unknown): error is ServerUnreachableError {
  return error instanceof ServerUnreachableError;
}

/** The catalogue's transport message for a status when the server did not send its own (docs/api.md). */
export function messageForStatus(status: number): string {
  if (status === 401) return transportMessages.unauthorized;
  if (status === 403) return transportMessages.forbidden;
  if (status === 404) return transportMessages.notFound;
  if (status >= 500) return transportMessages.server;
  return transportMessages.otherStatus(status);
}
