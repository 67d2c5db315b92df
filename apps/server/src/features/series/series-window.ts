import {
  type CreateGameRequest,
  createGameRequestSchema,
  occurrenceDates,
  type Recurrence,
  zonedInstant,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { enqueue } from '../../lib/jobs/queue.ts';
import { insertOccurrenceGame, inviteRegulars } from '../games/index.ts';
import * as repo from './series.repository.ts';

/** How many upcoming occurrences exist as games at any time (docs/reach.md, "Series"). */
export const windowSize = 4;
export const seriesJobs = {
  window: 'series-window',
  invitations: 'series-invitations',
  calledOff: 'series-called-off',
} as const;

export const ruleOf = (s: repo.SeriesRow): Recurrence => ({
  frequency: s.frequency,
  startDate: s.startDate,
  end: s.endsOn ? { until: s.endsOn } : { count: s.count ?? 1 },
});

/** Every date of the series with the instant it starts, in the host's time zone. */
export function datesOf(s: repo.SeriesRow, timeZone: string) {
  return occurrenceDates(ruleOf(s)).map((date) => ({ date, at: zonedInstant(date, s.time, timeZone) }));
}

/** The game an occurrence is made from: the series' model at that date and time. */
export function occurrenceRequest(s: repo.SeriesRow, at: Date): CreateGameRequest {
  return createGameRequestSchema.parse({ ...s.model, scheduledDate: at.toISOString(), status: 'scheduled' });
}

/** Queues the regulars' invitation mails in the transaction that invited them. */
export async function queueInvitations(tx: Tx, gameId: string, participantIds: string[], now: Date) {
  if (participantIds.length === 0) return;
  await enqueue(tx as unknown as Db, {
    kind: seriesJobs.invitations,
    subject: gameId,
    runAt: now,
    payload: { participantIds },
  });
}

/**
 * Brings the rolling window up to date: the next `windowSize` dates that have not started each have
 * their game (or were skipped). Safe from any instance at any time: an occurrence is claimed by its
 * (series, date) key in the transaction that creates its game and invites the regulars, so it is
 * made once. Then queues the next run for when the first of those dates starts (the window moves).
 */
export async function fillWindow(app: FastifyInstance, seriesId: string, now: Date) {
  const found = await repo.findSeries(app.db, seriesId);
  if (found?.series.status !== 'active') return [];
  const upcoming = datesOf(found.series, found.hostTimeZone).filter((d) => d.at > now);
  const created: string[] = [];
  for (const { date, at } of upcoming.slice(0, windowSize)) {
    const gameId = await app.db.transaction(async (tx) => {
      const s = await repo.lockSeries(tx, seriesId);
      if (s?.status !== 'active') return undefined;
      if (!(await repo.claimOccurrence(tx, seriesId, date))) return undefined;
      const id = await insertOccurrenceGame(
        tx,
        s.hostId,
        occurrenceRequest(s, at),
        s.templateId ?? undefined,
      );
      await repo.setOccurrenceGame(tx, seriesId, date, id);
      await queueInvitations(tx, id, await inviteRegulars(tx, id, s.hostId, s.regularIds), now);
      return id;
    });
    if (gameId) created.push(gameId);
  }
  // Reminders for the new games (idempotent; a game missed here is synced on its next change).
  for (const gameId of created) await app.events.emit('game-changed', { gameId });
  const next = upcoming[0];
  if (next && upcoming.length > windowSize)
    await app.jobs.enqueue({ kind: seriesJobs.window, subject: seriesId, runAt: next.at });
  return created;
}
