import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { ok } from '../../lib/reply.ts';

/** `POST /api/client-errors`: the browser's crash reports land in the log with the request id and user agent. */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, contract.operations.reportClientError, { bodyLimit: 16 * 1024 }, async (request) => {
    request.log.warn(
      { clientError: request.body, userAgent: request.headers['user-agent']?.slice(0, 300) },
      'client error reported',
    );
    return ok({ received: true as const });
  });
};
