import {
  type CreateSeriesRequest,
  capabilitiesForRole,
  describeRecurrence,
  gameMessages,
  seriesMessages as m,
  type Series,
  type SeriesOccurrence,
  type SeriesSummary,
  toLocal,
  type UpdateSeriesRequest,
  zonedInstant,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { enqueue } from '../../lib/jobs/queue.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import {
  cancelGame,
  gameModel,
  gameSummaries,
  inviteRegulars,
  listParticipants,
  requireHostedGame,
  updateGame,
} from '../games/index.ts';
import { countTemplateUse, getTemplate } from '../templates/index.ts';
import * as repo from './series.repository.ts';
import { datesOf, fillWindow, type Invitations, seriesJobs } from './series-window.ts';

/** Series are for those who may schedule recurring games (organizers, admins); others get 403. */
export function requireRecurring(auth: AuthContext) {
  if (!capabilitiesForRole(auth.role).canScheduleRecurring) throw forbidden(m.recurringOnly);
}

/** The host's own series; anyone else's does not exist. */
async function ownSeries(app: FastifyInstance, auth: AuthContext, id: string) {
  requireRecurring(auth);
  const found = await repo.findSeries(app.db, id);
  if (!found || found.series.hostId !== auth.userId) throw notFound(m.notFound);
  return found;
}

/** Whether the user may follow the series live: whoever may read it (its host, with the right). */
export async function canFollowSeries(app: FastifyInstance, auth: AuthContext, id: string) {
  try {
    await ownSeries(app, auth, id);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return false;
    throw error;
  }
}

const fail = (field: string, message: string) => badRequest(message, { [field]: message });

export async function createSeries(app: FastifyInstance, auth: AuthContext, body: CreateSeriesRequest) {
  requireRecurring(auth);
  const now = app.jobs.now();
  let start: {
    date: string;
    time: string;
    model: Record<string, unknown>;
    templateId?: string;
    gameId?: string;
  };
  let timeZone: string;
  if (body.gameId) {
    const game = await requireHostedGame(app, auth, body.gameId);
    const source = (await gameModel(app, game.id))!;
    if (game.status !== 'scheduled' || game.scheduledDate <= now) throw fail('gameId', m.gameNotRepeatable);
    if (await repo.seriesOfGame(app.db, game.id)) throw fail('gameId', m.alreadyInSeries);
    timeZone = source.hostTimeZone;
    start = {
      ...toLocal(game.scheduledDate, timeZone),
      model: source.model,
      templateId: game.templateId ?? undefined,
      gameId: game.id,
    };
  } else {
    const template = await getTemplate(app, auth, body.templateId!);
    const host = await repo.findSeriesHost(app.db, auth.userId);
    timeZone = host.timeZone;
    const {
      id,
      ownerId,
      isOwner,
      usageCount,
      createdAt,
      updatedAt,
      hostName,
      isPublic,
      blindStructure,
      ...rest
    } = template;
    if (template.type === 'tournament' && !blindStructure)
      throw fail('templateId', 'Complete the template (blind structure) before using it');
    start = {
      date: body.startDate!,
      time: body.time!,
      model: { ...rest, ...(blindStructure ? { blindStructure } : {}) },
      templateId: id,
    };
    if (zonedInstant(start.date, start.time, timeZone) <= now) throw fail('startDate', m.startDateInPast);
  }
  if (body.endsOn && body.endsOn < start.date) throw fail('endsOn', m.endBeforeStart);

  const { series, carry } = await app.db.transaction(async (tx) => {
    const row = await repo.insertSeries(tx, {
      hostId: auth.userId,
      frequency: body.frequency,
      startDate: start.date,
      time: start.time,
      endsOn: body.endsOn ?? null,
      count: body.endsOn ? null : (body.count ?? null),
      model: start.model,
      templateId: start.templateId ?? null,
      regularIds: [...new Set(body.regularIds)].filter((id) => id !== auth.userId),
    });
    // The game it was made from is the first occurrence; its regulars are invited to it too, in
    // the same mail as the window's games (issue 28): the window's fill queues it.
    let carry: Invitations = [];
    if (start.gameId) {
      await repo.claimOccurrence(tx, row.id, start.date, start.gameId);
      carry = [
        {
          gameId: start.gameId,
          participantIds: await inviteRegulars(tx, start.gameId, auth.userId, row.regularIds),
        },
      ];
    }
    // The window is filled below; this job does it again should this instance stop first (the
    // same first-game invitations: their mail is keyed, so sent once).
    await enqueue(tx as unknown as Db, {
      kind: seriesJobs.window,
      subject: row.id,
      runAt: now,
      payload: { carry },
    });
    return { series: row, carry };
  });
  if (start.templateId && !start.gameId) await countTemplateUse(app.db, start.templateId);
  await fillWindow(app, series.id, now, carry);
  return readSeries(app, auth, series.id);
}

async function occurrencesFor(
  app: FastifyInstance,
  auth: AuthContext,
  found: NonNullable<Awaited<ReturnType<typeof repo.findSeries>>>,
) {
  const now = app.jobs.now();
  const rows = await repo.occurrencesOf(app.db, [found.series.id]);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const games = new Map(
    (
      await gameSummaries(
        app,
        auth,
        rows.flatMap((r) => (r.gameId ? [r.gameId] : [])),
      )
    ).map((g) => [g.id, g]),
  );
  // Upcoming dates (those that have not started), and the first dozen of them at most.
  return datesOf(found.series, found.hostTimeZone)
    .filter((d) => d.at > now || byDate.get(d.date)?.gameId)
    .filter((d) => d.at.getTime() > now.getTime() - 12 * 3_600_000)
    .slice(0, 12)
    .map(({ date, at }): SeriesOccurrence => {
      const row = byDate.get(date);
      const game = row?.gameId ? games.get(row.gameId) : undefined;
      return {
        date,
        scheduledDate: (game ? new Date(game.scheduledDate) : at).toISOString(),
        state: row?.skipped
          ? 'skipped'
          : !game
            ? 'planned'
            : game.status === 'draft'
              ? 'scheduled'
              : game.status,
        gameId: row?.gameId ?? null,
        seated: game?.confirmedCount ?? 0,
      };
    });
}

function summaryFields(found: NonNullable<Awaited<ReturnType<typeof repo.findSeries>>>) {
  const s = found.series;
  const model = s.model as { name?: string; location?: { name?: string } };
  return {
    id: s.id,
    name: model.name ?? 'Recurring game',
    status: s.status,
    frequency: s.frequency,
    pattern: describeRecurrence(s),
    startDate: s.startDate,
    time: s.time,
    timeZone: found.hostTimeZone,
    endsOn: s.endsOn,
    count: s.count,
    locationName: model.location?.name ?? '',
    createdAt: s.createdAt.toISOString(),
  };
}

export async function readSeries(app: FastifyInstance, auth: AuthContext, id: string): Promise<Series> {
  const found = await ownSeries(app, auth, id);
  const names = await repo.userNames(app.db, found.series.regularIds);
  return {
    ...summaryFields(found),
    regulars: names.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}` })),
    occurrences: await occurrencesFor(app, auth, found),
  };
}

export async function listSeries(app: FastifyInstance, auth: AuthContext): Promise<SeriesSummary[]> {
  requireRecurring(auth);
  const now = app.jobs.now();
  const all = await repo.listSeriesOf(app.db, auth.userId);
  const rows = await repo.occurrencesOf(
    app.db,
    all.map((f) => f.series.id),
  );
  return all.map((found) => {
    const mine = rows.filter((r) => r.seriesId === found.series.id);
    const skipped = new Set(mine.filter((r) => r.skipped).map((r) => r.date));
    const next =
      found.series.status === 'active'
        ? datesOf(found.series, found.hostTimeZone).find((d) => d.at > now && !skipped.has(d.date))
        : undefined;
    return {
      ...summaryFields(found),
      nextDate: next ? next.at.toISOString() : null,
      gameIds: mine.flatMap((r) => (r.gameId ? [r.gameId] : [])),
    };
  });
}

/** The series a game belongs to, for its manage page; null when it is a one-off. */
export async function seriesOfGame(app: FastifyInstance, auth: AuthContext, gameId: string) {
  await requireHostedGame(app, auth, gameId);
  const row = await repo.seriesOfGame(app.db, gameId);
  if (!row || !capabilitiesForRole(auth.role).canScheduleRecurring) return null;
  return (await listSeries(app, auth)).find((s) => s.id === row.seriesId) ?? null;
}

/** Queues the "called off" notice to the players who had a seat at the given games. */
async function queueCalledOff(
  app: FastifyInstance,
  seriesId: string,
  gameIds: string[],
  wholeSeries: boolean,
) {
  if (gameIds.length === 0) return;
  await app.jobs.enqueue({
    kind: seriesJobs.calledOff,
    subject: seriesId,
    runAt: app.jobs.now(),
    payload: { gameIds, wholeSeries },
  });
}

/** The upcoming game of each occurrence that is still to be played. */
async function futureGames(app: FastifyInstance, auth: AuthContext, seriesId: string) {
  const now = app.jobs.now();
  const rows = (await repo.occurrencesOf(app.db, [seriesId])).filter((r) => r.gameId && !r.skipped);
  const games = await gameSummaries(
    app,
    auth,
    rows.map((r) => r.gameId!),
  );
  return rows.flatMap((r) => {
    const game = games.find((g) => g.id === r.gameId);
    return game && game.status === 'scheduled' && new Date(game.scheduledDate) > now
      ? [{ date: r.date, game }]
      : [];
  });
}

export async function skipOccurrence(app: FastifyInstance, auth: AuthContext, id: string, date: string) {
  const found = await ownSeries(app, auth, id);
  if (found.series.status !== 'active') throw new AppError('CONFLICT', m.seriesCancelled);
  const now = app.jobs.now();
  const due = datesOf(found.series, found.hostTimeZone).find((d) => d.date === date);
  if (!due || due.at <= now) throw notFound(m.notAnOccurrence);
  const row = await repo.markSkipped(app.db, id, date);
  if (row.gameId) {
    const participants = await listParticipants(app.db, row.gameId);
    await cancelGame(app, auth, row.gameId);
    if (participants.some((p) => p.participant.status === 'accepted' || p.participant.status === 'confirmed'))
      await queueCalledOff(app, id, [row.gameId], false);
  }
  // A skipped date still counts in the window, so the window need not move.
  return readSeries(app, auth, id);
}

export async function updateFuture(
  app: FastifyInstance,
  auth: AuthContext,
  id: string,
  body: UpdateSeriesRequest,
) {
  const found = await ownSeries(app, auth, id);
  const s = found.series;
  if (s.status !== 'active') throw new AppError('CONFLICT', m.seriesCancelled);
  const model = s.model as Record<string, unknown>;
  const isTournament = model.type === 'tournament';
  const patch = {
    ...(body.location ? { location: body.location } : {}),
    ...(body.buyIn ? { buyIn: body.buyIn } : {}),
    ...(body.maxParticipants !== undefined ? { maxParticipants: body.maxParticipants } : {}),
    ...(body.blindStructure && isTournament ? { blindStructure: body.blindStructure } : {}),
  };
  const future = await futureGames(app, auth, id);
  const time = body.time ?? s.time;
  if (body.time && future.some((f) => zonedInstant(f.date, time, found.hostTimeZone) <= app.jobs.now()))
    throw fail('time', gameMessages.dateInPast);
  // Every future game must take the change before any does: a table smaller than its seats is refused.
  if (body.maxParticipants !== undefined) {
    const tooSmall = future.find((f) => f.game.confirmedCount > body.maxParticipants!);
    if (tooSmall) {
      const message = `${tooSmall.game.confirmedCount} players already have a seat on ${tooSmall.date}; the maximum cannot be lower`;
      throw fail('maxParticipants', message);
    }
  }
  await repo.updateSeries(app.db, id, { time, model: { ...model, ...patch } });
  for (const f of future)
    await updateGame(app, auth, f.game.id, {
      ...patch,
      ...(body.time ? { scheduledDate: zonedInstant(f.date, time, found.hostTimeZone).toISOString() } : {}),
    });
  await fillWindow(app, id, app.jobs.now());
  return readSeries(app, auth, id);
}

export async function cancelSeries(app: FastifyInstance, auth: AuthContext, id: string) {
  await ownSeries(app, auth, id);
  const cancelled = await repo.cancelActive(app.db, id);
  if (cancelled) {
    const future = await futureGames(app, auth, id);
    const withSeats: string[] = [];
    for (const f of future) {
      const participants = await listParticipants(app.db, f.game.id);
      await cancelGame(app, auth, f.game.id);
      if (
        participants.some((p) => p.participant.status === 'accepted' || p.participant.status === 'confirmed')
      )
        withSeats.push(f.game.id);
    }
    await app.jobs.cancelPending(id, [seriesJobs.window]);
    await queueCalledOff(app, id, withSeats, true);
  }
  return readSeries(app, auth, id);
}
