import type { BodyOf, EndpointDefinition, ParamsOf, QueryOf } from '@pokerhome/domain';
import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry a route was registered from; the OpenAPI description reads its refusals. */
    endpoint?: EndpointDefinition;
  }
}

import { keepAnswer, runOnce } from './idempotency/idempotency.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an Idempotency-Key (its contract entry says so): the OpenAPI names the header. */
    idempotencyKey?: boolean;
  }
}

/** The Fastify schema of a contract entry: what the route validates in and serializes out. */
export type RouteSchemaOf<E extends EndpointDefinition> = {
  params: ParamsOf<E>;
  querystring: QueryOf<E>;
  body: BodyOf<E>;
  response: E['responses'];
};

/** A handler typed from its contract entry: `request.params`, `.query`, `.body` and the answer. */
export type EndpointHandler<E extends EndpointDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<E>,
  ZodTypeProvider
>;

/** What a route adds to its contract entry: a rate limit, a hook, a body limit. */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers the route of one contract entry (docs/architecture.md, "The contract"): the method, the
 * path and every schema come from the entry, the route file adds only the handler and its options.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
): void;
export function registerEndpoint<E extends EndpointDefinition>(
  app: ZodApp,
  endpoint: E,
  options: EndpointOptions,
  handler: EndpointHandler<E>,
): void;
export function registerEndpoint<E extends EndpointDefinition>(
  app: ZodApp,
  endpoint: E,
  optionsOrHandler: EndpointOptions | EndpointHandler<E>,
  maybeHandler?: EndpointHandler<E>,
): void {
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler;
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const schema = Object.fromEntries(
    Object.entries({
      tags: endpoint.tags,
      summary: endpoint.summary,
      produces: endpoint.produces,
      hide: endpoint.hide,
      params: endpoint.params,
      querystring: strictQuery(endpoint.query),
      body: endpoint.body,
      response: endpoint.responses,
    }).filter(([, value]) => value !== undefined),
  );
  const config = { ...options.config, endpoint };
  if (!endpoint.idempotencyKey) {
    app.route({
      ...options,
      config,
      method: endpoint.method,
      url: endpoint.path,
      schema,
      handler: handler as never,
    });
    return;
  }
  // Safe retries (docs/api.md, "Safe retries"): the entry takes an Idempotency-Key.
  const route = `${endpoint.method} ${endpoint.path}`;
  const run = handler as (this: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;
  const onSend = options.onSend === undefined ? [] : [options.onSend].flat();
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { ...config, idempotencyKey: true },
    onSend: [...onSend, keepAnswer] as never,
    handler: function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
      return runOnce(request, reply, route, () => run.call(this, request, reply));
    } as never,
  });
}

const noQuery = z.strictObject({});

/**
 * An unknown query parameter is refused with a 400 naming it (docs/api.md, "Query parameters"):
 * a typo (`?serch=`) would otherwise be an answer to a question the caller did not ask. The web
 * app sends only the contract's parameters (`api.call` builds the address from the entry).
 */
function strictQuery(query: z.ZodType | undefined): z.ZodType {
  if (query === undefined) return noQuery;
  if (query instanceof z.ZodObject) return query.strict();
  throw new Error('A query schema must be an object, so its unknown parameters can be refused');
}
