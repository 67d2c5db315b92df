import { z } from 'zod';
import { gameMessages } from '../schemas/games/index.ts';
import {
  createSeriesRequestSchema,
  listSeriesResponseSchema,
  seriesMessages,
  seriesResponseSchema,
  seriesSummarySchema,
  updateSeriesRequestSchema,
} from '../schemas/series/index.ts';
import { endpointGroup } from './endpoint-group.ts';

const series = endpointGroup('series');
const oneSeries = series.byId(seriesMessages.notFound);
const occurrence = oneSeries.nested({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'This date is not an upcoming game of the series'),
});

/** Recurring games (docs/series.md). */
export const seriesContract = {
  list: series.get('/api/series', listSeriesResponseSchema),
  create: series.created('/api/series', seriesResponseSchema, { body: createSeriesRequestSchema }),
  read: oneSeries.get('/api/series/:id', seriesResponseSchema),
  updateFuture: oneSeries.patch('/api/series/:id', seriesResponseSchema, { body: updateSeriesRequestSchema }),
  cancel: oneSeries.post('/api/series/:id/cancel', seriesResponseSchema),
  skipOccurrence: occurrence.post('/api/series/:id/occurrences/:date/skip', seriesResponseSchema),
  ofGame: series
    .byId(gameMessages.gameNotFound)
    .get('/api/games/:id/series', z.object({ series: seriesSummarySchema.nullable() })),
};
