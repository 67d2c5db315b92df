import { apiSuccessSchema, clientErrorReceiptSchema, clientErrorReportSchema } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';

/** `POST /api/client-errors`: the browser's crash reports land in the log with the request id and user agent. */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/client-errors',
    {
      schema: {
        tags: ['operations'],
        summary: 'Report a crash seen in the web app',
        body: clientErrorReportSchema,
        response: { 200: apiSuccessSchema(clientErrorReceiptSchema) },
      },
      bodyLimit: 16 * 1024,
    },
    async (request) => {
      request.log.warn(
        { clientError: request.body, userAgent: request.headers['user-agent']?.slice(0, 300) },
        'client error reported',
      );
      return ok({ received: true as const });
    },
  );
};
