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
import type { EndpointRefusal } from './define-endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';

const series = endpointGroup('series');
const oneSeries = series.byId(seriesMessages.notFound);
const occurrence = oneSeries.nested({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'This date is not an upcoming game of the series'),
});

/** Recurring games (docs/series.md). */
/** Recurring games are for organizers and admins (docs/reach.md, "Series"). */
const organizers = [
  ['FORBIDDEN', seriesMessages.recurringOnly],
] as const satisfies readonly EndpointRefusal[];
const active = [['CONFLICT', seriesMessages.seriesCancelled]] as const satisfies readonly EndpointRefusal[];

export const seriesContract = {
  list: series.get('/api/series', listSeriesResponseSchema, { refuses: organizers }),
  create: series.created('/api/series', seriesResponseSchema, {
    body: createSeriesRequestSchema,
    refuses: [
      ...organizers,
      ['VALIDATION_FAILED', `\`gameId\`/\`templateId\`: ${seriesMessages.sourceRequired} (exactly one)`],
      ['VALIDATION_FAILED', `\`gameId\`: ${seriesMessages.gameNotRepeatable}`],
      ['VALIDATION_FAILED', `\`gameId\`: ${seriesMessages.alreadyInSeries}`],
      ['VALIDATION_FAILED', '`templateId`: Complete the template (blind structure) before using it'],
      ['VALIDATION_FAILED', `\`startDate\`: ${seriesMessages.startDateInPast} (in the host's time zone)`],
      ['VALIDATION_FAILED', `\`endsOn\`: ${seriesMessages.endBeforeStart}`],
    ],
  }),
  read: oneSeries.get('/api/series/:id', seriesResponseSchema, { refuses: organizers }),
  updateFuture: oneSeries.patch('/api/series/:id', seriesResponseSchema, {
    body: updateSeriesRequestSchema,
    refuses: [
      ...organizers,
      ...active,
      ['VALIDATION_FAILED', `\`time\`: ${gameMessages.dateInPast} (the next game)`],
      [
        'VALIDATION_FAILED',
        "`maxParticipants`: not below a future game's seated players, nor above the role's limit",
      ],
    ],
  }),
  cancel: oneSeries.post('/api/series/:id/cancel', seriesResponseSchema, { refuses: organizers }),
  skipOccurrence: occurrence.post('/api/series/:id/occurrences/:date/skip', seriesResponseSchema, {
    refuses: [...organizers, ...active, ['NOT_FOUND', seriesMessages.notAnOccurrence]],
  }),
  ofGame: series
    .byId(gameMessages.gameNotFound)
    .get('/api/games/:id/series', z.object({ series: seriesSummarySchema.nullable() }), {
      refuses: organizers,
    }),
};
