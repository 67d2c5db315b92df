import {
  apiSuccessSchema,
  gameMessages,
  periodReportQuerySchema,
  periodReportResponseSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { attachment } from './report-format.ts';
import { gamePdf } from './report-pdf.ts';
import * as reports from './reports.service.ts';

const tags = ['reports'];
const gameParams = z.object({ id: z.uuid({ error: gameMessages.gameNotFound }) });

/**
 * Downloads. The files are answered as attachments (not JSON); a failure before the file exists
 * (not signed in, not found, a bad period) still answers the JSON envelope.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  // A report is a little work to build: a generous limit that still stops a loop.
  const config = { rateLimit: { max: 120, timeWindow: 60_000 } };

  app.get(
    '/api/games/:id/report.pdf',
    { schema: { tags, params: gameParams, produces: ['application/pdf'] }, config },
    async (request, reply) => {
      const report = await reports.gameReport(app, request.auth!, request.params.id);
      const pdf = await gamePdf(report);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(reports.reportFileName(report, 'pdf')))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  app.get(
    '/api/games/:id/report.csv',
    { schema: { tags, params: gameParams, produces: ['text/csv'] }, config },
    async (request, reply) => {
      const report = await reports.gameReport(app, request.auth!, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(reports.reportFileName(report, 'csv')))
        .header('cache-control', 'private, no-store')
        .send(reports.gameCsv(report));
    },
  );
  app.get(
    '/api/reports/period',
    {
      schema: {
        tags,
        querystring: periodReportQuerySchema,
        response: { 200: apiSuccessSchema(periodReportResponseSchema) },
      },
    },
    async (request) => ok(await reports.periodReport(app, request.auth!, request.query)),
  );
  app.get(
    '/api/reports/period.csv',
    { schema: { tags, querystring: periodReportQuerySchema, produces: ['text/csv'] }, config },
    async (request, reply) => {
      const report = await reports.periodReport(app, request.auth!, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(reports.periodFileName(request.query)))
        .header('cache-control', 'private, no-store')
        .send(reports.periodCsv(report));
    },
  );
};
