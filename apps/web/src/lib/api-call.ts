import {
  type BodyOf,
  type EndpointDefinition,
  type EndpointRoute,
  endpointUrl,
  type ParamsOf,
  type QueryOf,
  type SuccessDataOf,
  successDataSchema,
} from '@pokerhome/domain';
import type { z } from 'zod';
import { request } from './request.ts';
import { saveFile } from './save-file.ts';

type Part<S, Key extends string> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : { [K in Key]: z.input<S> }
  : { [K in Key]?: never };

/** What a call of `E` takes: its path parameters, its query, its body (each typed by the contract). */
export type CallOptions<E extends EndpointDefinition> = Part<ParamsOf<E>, 'params'> &
  (QueryOf<E> extends z.ZodType ? { query?: z.input<QueryOf<E>> } : { query?: never }) &
  Part<BodyOf<E>, 'body'> & {
    /** Cancels the call (TanStack Query passes one). */
    signal?: AbortSignal;
  };

type Args<E extends EndpointDefinition> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

type UrlParts = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
};

/** The `/api/...` address of an endpoint, for a link or a download the browser fetches itself. */
function url<E extends EndpointDefinition>(endpoint: E, ...[options]: Args<E>): string {
  const parts = (options ?? {}) as UrlParts;
  return endpointUrl(endpoint.path, parts.params, parts.query);
}

/** A new Idempotency-Key: 128 random bits (getRandomValues works outside secure contexts too). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Calls one contract entry (docs/architecture.md, "The contract") with the request function
 * (lib/request.ts: CSRF header, timeout, session refresh, offline refusal, error messages): the
 * address is built from the entry's path, parameters and query, and the answer's data is checked
 * with the entry's success schema. A write whose entry takes an Idempotency-Key gets one per call,
 * that is per user action (a mutation), and the retry after a session refresh sends the same key
 * (docs/api.md, "Safe retries").
 */
function call<E extends EndpointDefinition>(endpoint: E, ...[options]: Args<E>): Promise<SuccessDataOf<E>> {
  const { params, query, body, signal } = (options ?? {}) as UrlParts & {
    body?: unknown;
    signal?: AbortSignal;
  };
  const schema = successDataSchema(endpoint);
  return request(endpointUrl(endpoint.path, params, query), {
    method: endpoint.method,
    body,
    signal,
    ...(schema ? { schema } : {}),
    ...(endpoint.idempotencyKey ? { idempotencyKey: newIdempotencyKey() } : {}),
  }) as Promise<SuccessDataOf<E>>;
}

/**
 * Calls a route without parameters by its method and path alone (`firstChunkRoutes`), its body and
 * answer not checked: for the landing page's first chunk, which must not load the schema library the
 * contract's entries are written with (docs/architecture.md, "The contract").
 */
export function callUnchecked(
  route: EndpointRoute,
  options: { body?: unknown; signal?: AbortSignal } = {},
): Promise<unknown> {
  return request(route.path, { method: route.method, body: options.body, signal: options.signal });
}

/**
 * Saves the file an endpoint answers (a PDF or CSV report): fetched with the session by the request
 * function (refreshed once on a 401, within the timeout), under the server's file name or
 * `fallbackName`.
 */
async function download<E extends EndpointDefinition>(
  endpoint: E,
  fallbackName: string,
  ...[options]: Args<E>
): Promise<void> {
  const file = await request(url(endpoint, ...([options] as Args<E>)), { file: true });
  saveFile(file.blob, file.fileName ?? fallbackName);
}

/** The typed client: the only way features reach the API. */
export const api = { call, url, download };
