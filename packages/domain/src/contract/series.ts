import { z } from 'zod';
import { apiSuccessSchema } from '../schemas/api.ts';
import {
  createSeriesRequestSchema,
  listSeriesResponseSchema,
  seriesResponseSchema,
  seriesSummarySchema,
  updateSeriesRequestSchema,
} from '../schemas/series/index.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tags = ['series'];
const seriesParams = z.object({ id: z.uuid({ error: 'Series not found' }) });
const occurrenceParams = seriesParams.extend({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'This date is not an upcoming game of the series'),
});
const seriesResponse = { 200: apiSuccessSchema(seriesResponseSchema) };

/** Recurring games (docs/series.md). */
export const seriesContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/series',
    tags,
    responses: { 200: apiSuccessSchema(listSeriesResponseSchema) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/series',
    tags,
    body: createSeriesRequestSchema,
    responses: { 201: apiSuccessSchema(seriesResponseSchema) },
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/api/series/:id',
    tags,
    params: seriesParams,
    responses: seriesResponse,
  }),
  updateFuture: defineEndpoint({
    method: 'PATCH',
    path: '/api/series/:id',
    tags,
    params: seriesParams,
    body: updateSeriesRequestSchema,
    responses: seriesResponse,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/series/:id/cancel',
    tags,
    params: seriesParams,
    responses: seriesResponse,
  }),
  skipOccurrence: defineEndpoint({
    method: 'POST',
    path: '/api/series/:id/occurrences/:date/skip',
    tags,
    params: occurrenceParams,
    responses: seriesResponse,
  }),
  ofGame: defineEndpoint({
    method: 'GET',
    path: '/api/games/:id/series',
    tags,
    params: z.object({ id: z.uuid({ error: 'Game not found' }) }),
    responses: { 200: apiSuccessSchema(z.object({ series: seriesSummarySchema.nullable() })) },
  }),
};
