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
import { apiBasePath, apiClient } from './api-client.ts';
import { downloadFile } from './download.ts';

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
 * Calls one contract entry (docs/architecture.md, "The contract") through the API client (CSRF
 * header, session refresh, offline refusal, error messages): the URL is built from the entry's path,
 * parameters and query, and the answer's data is checked with the entry's success schema. A write
 * whose entry takes an Idempotency-Key gets one per call, that is per user action (a mutation), and
 * the client's retry of that call sends the same key (docs/api.md, "Safe retries").
 */
function call<E extends EndpointDefinition>(endpoint: E, ...[options]: Args<E>): Promise<SuccessDataOf<E>> {
  const { params, query, body, signal } = (options ?? {}) as UrlParts & {
    body?: unknown;
    signal?: AbortSignal;
  };
  const path = endpointUrl(endpoint.path, params, query).slice(apiBasePath.length);
  const schema = successDataSchema(endpoint);
  const request = {
    signal,
    ...(schema ? { schema } : {}),
    ...(endpoint.idempotencyKey ? { idempotencyKey: newIdempotencyKey() } : {}),
  };
  return send(endpoint.method, path, body, request) as Promise<SuccessDataOf<E>>;
}

/** One request through the API client by the entry's method (a path below `/api`). */
function send(
  method: EndpointRoute['method'],
  path: string,
  body: unknown,
  request: { schema?: z.ZodType; signal?: AbortSignal | undefined; idempotencyKey?: string },
): Promise<unknown> {
  switch (method) {
    case 'GET':
      return apiClient.get(path, request);
    case 'POST':
      return apiClient.post(path, body, request);
    case 'PUT':
      return apiClient.put(path, body, request);
    case 'PATCH':
      return apiClient.patch(path, body, request);
    case 'DELETE':
      return body === undefined ? apiClient.delete(path, request) : apiClient.delete(path, request, body);
  }
}

/** The path of a route without parameters as the API client takes it (below `/api`). */
export function clientPath(route: EndpointRoute): string {
  return route.path.slice(apiBasePath.length);
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
  const { body, signal } = options;
  return send(route.method, clientPath(route), body, { signal });
}

/**
 * Saves the file an endpoint answers (a PDF or CSV report) through `downloadFile`: with the session,
 * refreshed once on a 401, under the server's file name or `fallbackName`.
 */
function download<E extends EndpointDefinition>(
  endpoint: E,
  fallbackName: string,
  ...[options]: Args<E>
): Promise<void> {
  return downloadFile(url(endpoint, ...([options] as Args<E>)).slice(apiBasePath.length), fallbackName);
}

/** The typed client: the only way features reach the API. */
export const api = { call, url, download };
