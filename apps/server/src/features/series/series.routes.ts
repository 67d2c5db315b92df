import {
  apiSuccessSchema,
  createSeriesRequestSchema,
  listSeriesResponseSchema,
  seriesResponseSchema,
  seriesSummarySchema,
  updateSeriesRequestSchema,
} from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import * as service from './series.service.ts';

const tags = ['series'];
const seriesParams = z.object({ id: z.uuid({ error: 'Series not found' }) });
const occurrenceParams = seriesParams.extend({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'This date is not an upcoming game of the series'),
});
const seriesResponse = { 200: apiSuccessSchema(seriesResponseSchema) };

export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/series',
    { schema: { tags, response: { 200: apiSuccessSchema(listSeriesResponseSchema) } } },
    async (request) => ok({ series: await service.listSeries(app, request.auth!) }),
  );
  app.post(
    '/api/series',
    {
      schema: {
        tags,
        body: createSeriesRequestSchema,
        response: { 201: apiSuccessSchema(seriesResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok({ series: await service.createSeries(app, request.auth!, request.body) })),
  );
  app.get(
    '/api/series/:id',
    { schema: { tags, params: seriesParams, response: seriesResponse } },
    async (request) => ok({ series: await service.readSeries(app, request.auth!, request.params.id) }),
  );
  app.patch(
    '/api/series/:id',
    { schema: { tags, params: seriesParams, body: updateSeriesRequestSchema, response: seriesResponse } },
    async (request) =>
      ok({ series: await service.updateFuture(app, request.auth!, request.params.id, request.body) }),
  );
  app.post(
    '/api/series/:id/cancel',
    { schema: { tags, params: seriesParams, response: seriesResponse } },
    async (request) => ok({ series: await service.cancelSeries(app, request.auth!, request.params.id) }),
  );
  app.post(
    '/api/series/:id/occurrences/:date/skip',
    { schema: { tags, params: occurrenceParams, response: seriesResponse } },
    async (request) =>
      ok({
        series: await service.skipOccurrence(app, request.auth!, request.params.id, request.params.date),
      }),
  );
  app.get(
    '/api/games/:id/series',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid({ error: 'Game not found' }) }),
        response: { 200: apiSuccessSchema(z.object({ series: seriesSummarySchema.nullable() })) },
      },
    },
    async (request) => ok({ series: await service.seriesOfGame(app, request.auth!, request.params.id) }),
  );
};
