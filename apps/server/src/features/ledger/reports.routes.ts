import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import { attachment } from './report-format.ts';
import { gamePdf } from './report-pdf.ts';
import * as reports from './reports.service.ts';

const endpoints = contract.reports;

/**
 * Downloads. The files are answered as attachments (not JSON); a failure before the file exists
 * (not signed in, not found, a bad period) still answers the JSON envelope.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);
  // A report is a little work to build: a generous limit that still stops a loop.
  const options = { config: { rateLimit: { max: 120, timeWindow: 60_000 } } };

  registerEndpoint(app, endpoints.gamePdf, options, async (request, reply) => {
    const report = await reports.gameReport(app, request.auth!, request.params.id);
    const pdf = await gamePdf(report);
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(reports.reportFileName(report, 'pdf')))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  registerEndpoint(app, endpoints.gameCsv, options, async (request, reply) => {
    const report = await reports.gameReport(app, request.auth!, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(reports.reportFileName(report, 'csv')))
      .header('cache-control', 'private, no-store')
      .send(reports.gameCsv(report));
  });
  registerEndpoint(app, endpoints.period, async (request) =>
    ok(await reports.periodReport(app, request.auth!, request.query)),
  );
  registerEndpoint(app, endpoints.periodCsv, options, async (request, reply) => {
    const report = await reports.periodReport(app, request.auth!, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(reports.periodFileName(request.query)))
      .header('cache-control', 'private, no-store')
      .send(reports.periodCsv(report));
  });
};
