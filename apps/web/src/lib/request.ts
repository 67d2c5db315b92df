import { limits, transportMessages } from '@pokerhome/domain';
import type { z } from 'zod';
import { ApiError, messageForStatus, ServerUnreachableError } from './api-error.ts';
import { offlineCopyHeader } from './offline-cache.ts';
import { expireSession, reportTransport } from './request-events.ts';

/*
 * The one place the web app calls `fetch` (docs/architecture.md, "The contract"; a test keeps it so,
 * `request.test.ts`). Features do not call it: they call `api.call(entry, ...)` (lib/api-call.ts),
 * which builds the address from the contract.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<S extends z.ZodType = z.ZodUnknown> = {
  method?: Method;
  body?: unknown;
  /** Validates and types the envelope's `data`; without it the data is returned as `unknown`. */
  schema?: S;
  /** Cancels the call (TanStack Query passes one); a cancelled call rejects with the abort reason. */
  signal?: AbortSignal | undefined;
  /**
   * Sent as the `Idempotency-Key` header (docs/api.md, "Safe retries"): one per user action, the same
   * on the retry after a session refresh, so the server carries the action out once.
   */
  idempotencyKey?: string | undefined;
};

/** A file the API answered (a PDF or CSV report), with the name the server gave it. */
export type FileAnswer = { blob: Blob; fileName: string | undefined };

/** A 401 from these is an answer about the credentials just sent, not an expired session. */
const noRefreshPaths = new Set(['/api/auth/refresh', '/api/auth/login', '/api/auth/register']);

/** A gateway in front of the server answers these when the server is away (docs/offline.md). */
const gatewayStatuses = new Set([502, 503, 504]);

/**
 * One call of the API at `url` (an `/api/...` address): cookies, JSON, the CSRF header, a
 * 30-second timeout, and on a 401 exactly one shared `POST /auth/refresh` followed by one retry.
 * Resolves with the envelope's `data` (checked with `schema`), or with the file when `file` is set.
 * Rejects with an `ApiError` when the server refused (its code and message), or a
 * `ServerUnreachableError` when no answer of the server's came back (offline, network, timeout, a
 * gateway's 5xx); a cancelled call rejects with the abort reason.
 */
export function request<S extends z.ZodType = z.ZodUnknown>(
  url: string,
  options?: RequestOptions<S>,
): Promise<z.output<S>>;
export function request(url: string, options: RequestOptions & { file: true }): Promise<FileAnswer>;
export async function request(
  url: string,
  options: RequestOptions<z.ZodType> & { file?: boolean } = {},
): Promise<unknown> {
  let answer = await (takeEarlyRead(url, options) ?? exchange(url, options));
  if (answer.response.status === 401 && !noRefreshPaths.has(url.split('?')[0] ?? url)) {
    const refreshed = await refreshSession();
    if (refreshed) answer = await exchange(url, options);
    if (!refreshed || answer.response.status === 401) {
      expireSession();
      throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: transportMessages.unauthorized });
    }
  }
  if (!answer.response.ok) throw await failureOf(answer);
  if (options.file) {
    const disposition = answer.response.headers.get('content-disposition') ?? '';
    return { blob: answer.body as Blob, fileName: /filename="([^"]+)"/.exec(disposition)?.[1] };
  }
  return dataOf(answer, options.schema);
}

/**
 * Reads asked before the code that shows them has loaded (decision 0034): a signed-in page's route
 * loader, in the first chunk, sends its first read at once, while the page's chunks are still on the
 * way; the page's own call of the same address then takes that exchange instead of making a second
 * (checked as any answer is: the envelope, the schema, the refresh on a 401). One taker each; one
 * not taken within `earlyReadKeptMs` is dropped, and a later call asks again.
 */
const earlyReads = new Map<string, { answer: Promise<Answer>; sentAt: number }>();
const earlyReadKeptMs = 10_000;

/** Sends `GET url` now, for the first `request(url)` to take (see `earlyReads`). */
export function readEarly(url: string): void {
  if (earlyReads.has(url)) return;
  const answer = exchange(url, {});
  // Its failure is the taker's to handle; untaken, it is nobody's.
  answer.catch(() => undefined);
  earlyReads.set(url, { answer, sentAt: Date.now() });
}

function takeEarlyRead(url: string, options: RequestOptions<z.ZodType> & { file?: boolean }) {
  if ((options.method ?? 'GET') !== 'GET' || options.file) return undefined;
  const early = earlyReads.get(url);
  if (!early) return undefined;
  earlyReads.delete(url);
  if (Date.now() - early.sentAt > earlyReadKeptMs) return undefined;
  const { signal } = options;
  if (!signal) return early.answer;
  // The taker may give up (a page left): it stops waiting, as it would for its own exchange.
  return new Promise<Answer>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    early.answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

let refreshInFlight: Promise<boolean> | null = null;

/** Several calls failing with 401 at once share one refresh, so a rotating refresh token is used once. */
function refreshSession(): Promise<boolean> {
  refreshInFlight ??= exchange('/api/auth/refresh', { method: 'POST' })
    .then(({ response }) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

type Answer = { response: Response; body: unknown };

async function exchange(
  url: string,
  options: Omit<RequestOptions<z.ZodType>, 'schema'> & { file?: boolean },
): Promise<Answer> {
  const method = options.method ?? 'GET';
  // A change made offline is refused here, never queued: replayed later it could undo what others
  // did meanwhile (a host's pause an hour late). The caller shows the message (docs/offline.md).
  if (method !== 'GET' && globalThis.navigator?.onLine === false) throw new ServerUnreachableError('offline');

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
    Accept: options.file ? '*/*' : 'application/json',
    // The server refuses state-changing calls without it (CSRF defence); sent on every call for one rule.
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // A structured-field string, as the IETF draft writes it.
  if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = `"${options.idempotencyKey}"`;

  let answer: Answer;
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
    // The body is read inside the timeout too: a server that stalls mid-answer is still a timeout.
    const body = options.file && response.ok ? await response.blob() : await readJson(response);
    answer = { response, body };
  } catch (error) {
    // Not reported as a failed transport: a slow answer is not an absent server.
    if (timedOut) throw new ServerUnreachableError('timeout');
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    reportTransport({ kind: 'failed' });
    // A change reaches here only with the browser online (refused above otherwise).
    throw new ServerUnreachableError(method === 'GET' ? 'network' : 'unanswered');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
  // A proxy's own page for a server that is away: the server itself always answers its envelope.
  if (gatewayStatuses.has(answer.response.status) && !isEnvelope(answer.body)) {
    reportTransport({ kind: 'failed' });
    throw new ServerUnreachableError('gateway', answer.response.status);
  }
  const copy = answer.response.headers.get(offlineCopyHeader);
  reportTransport(copy === null ? { kind: 'reached' } : { kind: 'offline-copy', sentAt: Date.parse(copy) });
  return answer;
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

async function failureOf({ response, body }: Answer): Promise<ApiError> {
  // Loaded on demand: the schema library stays out of the first chunk (the landing page's budget).
  const { apiFailureSchema, errorCodeForStatus } = await import('./first-chunk-checks.ts');
  const failure = apiFailureSchema.safeParse(body);
  const error = failure.success ? failure.data.error : undefined;
  return new ApiError({
    status: response.status,
    code: error?.code ?? errorCodeForStatus(response.status),
    message: error?.message.trim() ? error.message : messageForStatus(response.status),
    fields: error?.fields,
  });
}

function dataOf({ response, body }: Answer, schema: z.ZodType | undefined): unknown {
  if (response.status === 204) return undefined;
  if (!isEnvelope(body) || body.success !== true) {
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

function isEnvelope(body: unknown): body is { success: boolean; data?: unknown } {
  return (
    typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean'
  );
}
