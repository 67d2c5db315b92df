import {
  type CreateGameRequest,
  createGameRequestSchema,
  type LocalDate,
  occurrenceDates,
  occurrenceGameName,
  type Recurrence,
  zonedInstant,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { enqueue, wasQueued } from '../../lib/jobs/queue.ts';
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

/** Every date of the series (numbered from 1) with the instant it starts, in the host's time zone. */
export function datesOf(s: repo.SeriesRow, timeZone: string) {
  return occurrenceDates(ruleOf(s)).map((date, i) => ({
    date,
    number: i + 1,
    at: zonedInstant(date, s.time, timeZone),
  }));
}

/** The game an occurrence is made from: the series' model at that date and time, named by its number and date. */
export function occurrenceRequest(
  s: repo.SeriesRow,
  at: Date,
  number: number,
  date: LocalDate,
): CreateGameRequest {
  const model = s.model as { name?: string };
  return createGameRequestSchema.parse({
    ...s.model,
    ...(model.name ? { name: occurrenceGameName(model.name, number, date) } : {}),
    scheduledDate: at.toISOString(),
    status: 'scheduled',
  });
}

/** Regulars invited to series games, per game: what one invitation job mails. */
export type Invitations = Array<{ gameId: string; participantIds: string[] }>;

/** A job payload's batch, read defensively (it is JSON from the queue). */
export function invitationsIn(value: unknown): Invitations {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) =>
    v && typeof v === 'object' && typeof v.gameId === 'string' && Array.isArray(v.participantIds)
      ? [{ gameId: v.gameId, participantIds: v.participantIds.map(String) }]
      : [],
  );
}

/**
 * Queues the regulars' invitation mails in the transaction that invited them: one job for the whole
 * batch, so each regular gets one mail listing the nights (issue 28), not one per night.
 */
export async function queueInvitations(tx: Tx, batch: Invitations, now: Date) {
  const games = batch.filter((b) => b.participantIds.length > 0);
  if (games.length === 0) return;
  await enqueue(tx as unknown as Db, {
    kind: seriesJobs.invitations,
    subject: games[0]!.gameId,
    runAt: now,
    payload: { games },
  });
}

/**
 * Brings the rolling window up to date: the next `windowSize` dates that have not started each have
 * their game (or were skipped). Safe from any instance at any time: each occurrence is claimed by
 * its (series, date) key in the one transaction that creates the window's games, invites the
 * regulars and queues their mail, so it is made once and each regular gets one mail for all of it
 * (with `carry`: invitations already made to the series' first game, at its creation). Then queues
 * the next run for when the first of those dates starts (the window moves).
 */
export async function fillWindow(app: FastifyInstance, seriesId: string, now: Date, carry: Invitations = []) {
  const found = await repo.findSeries(app.db, seriesId);
  if (found?.series.status !== 'active') return [];
  const upcoming = datesOf(found.series, found.hostTimeZone).filter((d) => d.at > now);
  const created = await app.db.transaction(async (tx) => {
    const s = await repo.lockSeries(tx, seriesId);
    if (s?.status !== 'active') return [];
    const made: Invitations = [];
    for (const { date, at, number } of upcoming.slice(0, windowSize)) {
      if (!(await repo.claimOccurrence(tx, seriesId, date))) continue;
      const id = await insertOccurrenceGame(
        tx,
        s.hostId,
        occurrenceRequest(s, at, number, date),
        s.templateId ?? undefined,
      );
      await repo.setOccurrenceGame(tx, seriesId, date, id);
      made.push({ gameId: id, participantIds: await inviteRegulars(tx, id, s.hostId, s.regularIds) });
    }
    // The carry goes out once: the series' creation fills the window itself and also queues this
    // fill as a job, in case it fails; the job must not mail the first game again, nor, keyed by
    // it, lose the nights it makes (queueInvitations keys a batch by its first game).
    const carried =
      carry[0] && (await wasQueued(tx as unknown as Db, seriesJobs.invitations, carry[0].gameId));
    await queueInvitations(tx, [...(carried ? [] : carry), ...made], now);
    return made.map((m) => m.gameId);
  });
  // Reminders for the new games (idempotent; a game missed here is synced on its next change).
  for (const gameId of created) await app.events.emit('game-changed', { gameId });
  const next = upcoming[0];
  if (next && upcoming.length > windowSize)
    await app.jobs.enqueue({ kind: seriesJobs.window, subject: seriesId, runAt: next.at });
  return created;
}
