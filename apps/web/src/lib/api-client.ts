import { limits, transportMessages } from '@pokerhome/domain';
import type { z } from 'zod';
import { ApiError, messageForStatus } from './api-error.ts';
import { forgetDeviceData } from './device-data.ts';
import { offlineCopyHeader } from './offline-cache.ts';

/**
 * The one way the web app calls the API (docs/api.md): `/api` base, cookies, JSON, a 30-second
 * timeout, and on a 401 exactly one shared `POST /auth/refresh` followed by one retry.
 */
export const apiBasePath = '/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<S extends z.ZodType = z.ZodUnknown> = {
  method?: Method;
  body?: unknown;
  /** Validates and types the envelope's `data`; without it the data is returned as `unknown`. */
  schema?: S;
  /** Cancels the call (TanStack Query passes one); a cancelled call rejects with the abort reason. */
  signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header (docs/api.md, "Safe retries"): one per user action, the same
   * on the retry after a session refresh, so the server carries the action out once.
   */
  idempotencyKey?: string;
};

/** A 401 from these is an answer about the credentials just sent, not an expired session. */
const noRefreshPaths = new Set(['/auth/refresh', '/auth/login', '/auth/register']);

const sessionExpiredListeners = new Set<() => void>();

/** The auth layer subscribes here to forget the user when the session cannot be refreshed. */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/**
 * How each call reached the server (docs/offline.md): answered by it, answered by the service
 * worker's stored copy (`sentAt`: when the server had sent that copy), or not at all. The offline
 * banner listens; the listener lives in a lazy chunk, so the landing page only carries this hook.
 */
export type TransportEvent =
  | { kind: 'reached' }
  | { kind: 'offline-copy'; sentAt: number }
  | { kind: 'failed' };

const transportListeners = new Set<(event: TransportEvent) => void>();

export function onTransport(listener: (event: TransportEvent) => void): () => void {
  transportListeners.add(listener);
  return () => transportListeners.delete(listener);
}

function reportTransport(event: TransportEvent) {
  for (const listener of transportListeners) listener(event);
}

export async function apiRequest<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.output<S>> {
  let result = await send(path, options);
  if (result.response.status === 401 && !noRefreshPaths.has(path.split('?')[0] ?? path)) {
    const refreshed = await refreshSession();
    if (refreshed) result = await send(path, options);
    if (!refreshed || result.response.status === 401) {
      expireSession();
      throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: transportMessages.unauthorized });
    }
  }
  return (await unwrap(result, options.schema)) as z.output<S>;
}

type Options<S extends z.ZodType> = Omit<RequestOptions<S>, 'method' | 'body'>;

export const apiClient = {
  get: <S extends z.ZodType = z.ZodUnknown>(path: string, options?: Options<S>) =>
    apiRequest(path, { ...options, method: 'GET' }),
  post: <S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options?: Options<S>) =>
    apiRequest(path, { ...options, method: 'POST', body }),
  put: <S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options?: Options<S>) =>
    apiRequest(path, { ...options, method: 'PUT', body }),
  patch: <S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options?: Options<S>) =>
    apiRequest(path, { ...options, method: 'PATCH', body }),
  /** A body only where the server asks for one (deleting the account confirms the password). */
  delete: <S extends z.ZodType = z.ZodUnknown>(path: string, options?: Options<S>, body?: unknown) =>
    apiRequest(path, { ...options, method: 'DELETE', body }),
};

let refreshInFlight: Promise<boolean> | null = null;

/** Several calls failing with 401 at once share one refresh, so a rotating refresh token is used once. */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= send('/auth/refresh', { method: 'POST' })
    .then(({ response }) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * The server says the session is gone (signed out elsewhere, revoked from another device, the
 * account deleted) and a refresh cannot repair it: the user's data kept on the device goes first
 * (docs/offline.md), then the auth layer forgets the user.
 */
function expireSession() {
  void forgetDeviceData();
  for (const listener of sessionExpiredListeners) {
    try {
      listener();
    } catch (error) {
      console.error('session-expired listener failed', error);
    }
  }
}

type Sent = { response: Response; body: unknown };

async function send(path: string, options: Omit<RequestOptions<z.ZodType>, 'schema'>): Promise<Sent> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.requestTimeoutMs);
  const cancel = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', cancel, { once: true });
  if (options.signal?.aborted) cancel();

  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server refuses state-changing calls without it (CSRF defence); sent on every call for one rule.
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // A structured-field string, as the IETF draft writes it.
  if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = `"${options.idempotencyKey}"`;

  // A change made offline is refused here, never queued: replayed later it could undo what others
  // did meanwhile (a host's pause an hour late). The caller shows the message (docs/offline.md).
  if ((options.method ?? 'GET') !== 'GET' && globalThis.navigator?.onLine === false) {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
    throw new ApiError({ status: 0, code: 'OFFLINE', message: transportMessages.offline });
  }

  try {
    const response = await fetch(`${apiBasePath}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
    // The body is read inside the timeout too: a server that stalls mid-answer is still a timeout.
    const body = await readJson(response);
    const copy = response.headers.get(offlineCopyHeader);
    reportTransport(copy === null ? { kind: 'reached' } : { kind: 'offline-copy', sentAt: Date.parse(copy) });
    return { response, body };
  } catch (error) {
    if (timedOut) throw new ApiError({ status: 0, code: 'TIMEOUT', message: transportMessages.timeout });
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    reportTransport({ kind: 'failed' });
    // A change reaches here only with the browser online (refused above otherwise): the server, not
    // the device's connection, is what failed (docs/offline.md, "Server down or phone offline").
    const isWrite = (options.method ?? 'GET') !== 'GET';
    const message = isWrite ? transportMessages.serverUnreachable : transportMessages.network;
    throw new ApiError({ status: 0, code: 'NETWORK', message });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page, say: the status alone then decides the message.
    return undefined;
  }
}

async function unwrap({ response, body }: Sent, schema: z.ZodType | undefined): Promise<unknown> {
  if (!response.ok) {
    // Loaded on demand: the schema library stays out of the first chunk (the landing page's budget).
    const { apiFailureSchema } = await import('@pokerhome/domain');
    const failure = apiFailureSchema.safeParse(body);
    const error = failure.success ? failure.data.error : undefined;
    throw new ApiError({
      status: response.status,
      message: error?.message.trim() ? error.message : messageForStatus(response.status),
      code: error?.code,
      fields: error?.fields,
    });
  }
  if (response.status === 204) return undefined;
  if (!isSuccessEnvelope(body)) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: transportMessages.apiRequestFailed,
    });
  }
  if (!schema) return body.data;
  return checkAnswer(schema, body.data, { status: response.status, url: response.url });
}

/**
 * An answer's data checked with its schema. A call made without one (whose caller has no schema
 * library loaded yet) checks the data here later; a mismatch is logged and is an invalid answer.
 */
export function checkAnswer<S extends z.ZodType>(
  schema: S,
  data: unknown,
  from: { status: number; url: string },
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error('API answer did not match its schema', from.url, parsed.error.issues);
  throw new ApiError({ status: from.status, code: 'INVALID_RESPONSE', message: transportMessages.generic });
}

function isSuccessEnvelope(body: unknown): body is { success: true; data: unknown } {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
}
