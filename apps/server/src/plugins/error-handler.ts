import { type ApiFailure, errorCodeForStatus, serverMessages } from '@pokerhome/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/reachability.ts';
import { AppError, defaultMessageFor, statusByCode } from '../lib/errors.ts';

/**
 * Every failure leaves as the envelope `{success: false, error: {message, code, fields?}}`.
 * Bad input is a 400 naming the field with the spec's message; anything unexpected is a 500 whose
 * answer holds no internals (the details go to the log with the request id).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return send(reply, error.status, { message: error.message, code: error.code, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        // An unknown query parameter is named itself (docs/api.md, "Query parameters").
        if (issue.keyword === 'unrecognized_keys' && error.validationContext === 'querystring') {
          for (const key of (issue.params as { keys?: string[] }).keys ?? [])
            fields[key] ??= serverMessages.unknownQueryParameter;
          continue;
        }
        fields[field] ??= issue.message ?? serverMessages.invalidInput;
      }
      const message = Object.values(fields)[0] ?? serverMessages.invalidInput;
      return send(reply, 400, { message, code: 'VALIDATION_FAILED', fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, 500, { message: defaultMessageFor('INTERNAL'), code: 'INTERNAL' });
    }
    // The database went away (restart, failover, network): a 503 the client may retry; the pool
    // opens fresh connections on the next request, so service comes back by itself.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, 503, { message: serverMessages.databaseUnavailable, code: 'UNAVAILABLE' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      const code = status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
      return send(reply, status, { message: defaultMessageFor(code), code });
    }
    // Fastify's own 4xx (bad JSON, an empty body) carry no code of ours: the status names it.
    const code = errorCodeForStatus(status);
    // Fastify's own 4xx messages (bad JSON, empty body, too large) are safe and useful to show.
    const message =
      status === 413
        ? serverMessages.payloadTooLarge
        : status === 429
          ? serverMessages.rateLimited
          : error.message;
    return send(reply, status, { message: message || defaultMessageFor(code), code });
  });

  app.setNotFoundHandler((request, reply) => {
    // The router answers a parameter over its limit with 414 only when no other branch of the tree
    // could be tried (find-my-way's backtracking drops it): the same address is a 414 here too.
    if (overLongSegment(request.url))
      return send(reply, 414, { message: serverMessages.uriTooLong, code: 'URI_TOO_LONG' });
    // A path that exists with other methods: 405 naming them (RFC 9110, 15.5.6), TRACE included.
    const allowed = allowedMethods(app, request.url);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return send(reply, 405, { message: serverMessages.methodNotAllowed, code: 'METHOD_NOT_ALLOWED' });
    }
    return send(reply, 404, { message: serverMessages.routeNotFound, code: 'NOT_FOUND' });
  });
});

/**
 * Fastify's router refuses some addresses before any hook runs (a path parameter over the length
 * limit, malformed percent-encoding): they leave in the envelope too, as a 400 or 414.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  // No route's hooks run for these (plugins/security-headers.ts sets this on every other refusal).
  reply.header('Cache-Control', 'no-store');
  if (error.statusCode === 414)
    return send(reply, 414, { message: serverMessages.uriTooLong, code: 'URI_TOO_LONG' });
  return send(reply, 400, { message: serverMessages.invalidInput, code: 'VALIDATION_FAILED' });
}

/** Fastify's `maxParamLength` (its default): the longest path parameter a route takes. */
const maxParamLength = 100;
const overLongSegment = (url: string) =>
  (url.split('?')[0] ?? '').split('/').some((segment) => segment.length > maxParamLength);

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods a path has, found in the router itself; the web app's catch-all (`/*`, its pages)
 * does not count, so an unknown address stays a 404.
 */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0] ?? '';
  return methods.filter((method) => {
    const found = app.findRoute({ method, url: path });
    return found !== null && found.params['*'] === undefined;
  });
}

function send(reply: FastifyReply, status: number, error: ApiFailure['error']) {
  const body: ApiFailure = { success: false, error: stripUndefined(error) };
  return reply.status(status).type('application/json').serializer(JSON.stringify).send(body);
}

function stripUndefined(error: ApiFailure['error']): ApiFailure['error'] {
  return Object.fromEntries(Object.entries(error).filter(([, v]) => v !== undefined)) as ApiFailure['error'];
}

export { statusByCode };
