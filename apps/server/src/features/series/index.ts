import type { FastifyInstance } from 'fastify';
import * as repo from './series.repository.ts';
import { seriesRoutes } from './series.routes.ts';
import { registerSeriesJobs } from './series-jobs.ts';

/**
 * Recurring games (docs/reach.md, "Series"): a series repeats a game or a template weekly, every
 * other week or monthly on the nth weekday; a rolling window of durable jobs keeps its next games
 * created and the regulars invited.
 */
export async function seriesFeature(app: FastifyInstance) {
  registerSeriesJobs(app);
  // The host's series belong in their data export, like the games they host.
  app.dataExport.register('recurringGames', async (userId) =>
    (await repo.listSeriesOf(app.db, userId)).map((row) => row.series),
  );
  await app.register(seriesRoutes);
}

export { canFollowSeries } from './series.service.ts';
