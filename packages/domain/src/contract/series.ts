import { z } from 'zod';
import {
  createSeriesRequestSchema,
  listSeriesResponseSchema,
  seriesResponseSchema,
  seriesSummarySchema,
  updateSeriesRequestSchema,
} from '../schemas/series/index.ts';
import { endpointGroup } from './endpoint-group.ts';

const seriesParams = z.object({ id: z.uuid({ error: 'Series not found' }) });
const series = endpointGroup('series');
const oneSeries = series.with({ params: seriesParams });

/** Recurring games (docs/series.md). */
export const seriesContract = {
  list: series.get('/api/series', listSeriesResponseSchema),
  create: series.created('/api/series', seriesResponseSchema, { body: createSeriesRequestSchema }),
  read: oneSeries.get('/api/series/:id', seriesResponseSchema),
  updateFuture: oneSeries.patch('/api/series/:id', seriesResponseSchema, { body: updateSeriesRequestSchema }),
  cancel: oneSeries.post('/api/series/:id/cancel', seriesResponseSchema),
  skipOccurrence: series.post('/api/series/:id/occurrences/:date/skip', seriesResponseSchema, {
    params: seriesParams.extend({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'This date is not an upcoming game of the series'),
    }),
  }),
  ofGame: series.get('/api/games/:id/series', z.object({ series: seriesSummarySchema.nullable() }), {
    params: z.object({ id: z.uuid({ error: 'Game not found' }) }),
  }),
};
