import type { FastifyInstance } from 'fastify';
import { findGame, listParticipants, sendRegularInvitations } from '../games/index.ts';
import { findSeries } from './series.repository.ts';
import { seriesCancelledMail } from './series-mails.ts';
import { fillWindow, invitationsIn, seriesJobs } from './series-window.ts';

const hadSeat = new Set(['accepted', 'confirmed']);

/** The series' durable jobs (docs/reach.md, "Series"). */
export function registerSeriesJobs(app: FastifyInstance) {
  app.jobs.register(seriesJobs.window, async (job, now) => {
    await fillWindow(app, job.subject, now, invitationsIn(job.payload.carry));
  });

  app.jobs.register(seriesJobs.invitations, async (job) => {
    // A job queued before batches (one game: subject and participantIds) reads as a batch of one.
    const batch = Array.isArray(job.payload.games)
      ? invitationsIn(job.payload.games)
      : invitationsIn([{ gameId: job.subject, participantIds: job.payload.participantIds }]);
    await sendRegularInvitations(app, batch);
  });

  // One mail per player, listing every called-off game they had a seat at; keyed by job and address.
  app.jobs.register(seriesJobs.calledOff, async (job) => {
    const gameIds = Array.isArray(job.payload.gameIds) ? job.payload.gameIds.map(String) : [];
    const byAddress = new Map<string, Date[]>();
    // Named by the series, not by one of its nights ("League Night #3 (…)"): the mail lists the dates.
    const seriesName = (
      (await findSeries(app.db, job.subject))?.series.model as { name?: string } | undefined
    )?.name;
    let info: { name: string; hostName: string; timeZone: string } | undefined;
    for (const gameId of gameIds) {
      const found = await findGame(app.db, gameId);
      if (!found) continue;
      info ??= {
        name: seriesName ?? found.game.name,
        hostName: `${found.hostFirstName} ${found.hostLastName}`,
        timeZone: found.hostTimeZone,
      };
      for (const p of await listParticipants(app.db, gameId)) {
        const to = p.userEmail ?? p.participant.email;
        if (!to || !hadSeat.has(p.participant.status) || p.participant.userId === found.game.hostId) continue;
        byAddress.set(to, [...(byAddress.get(to) ?? []), found.game.scheduledDate]);
      }
    }
    if (!info) return;
    for (const [to, dates] of byAddress)
      await app.mailer.send({
        ...seriesCancelledMail({
          to,
          ...info,
          dates: dates.sort((a, b) => a.getTime() - b.getTime()),
          wholeSeries: job.payload.wholeSeries === true,
          url: `${app.config.publicUrl}/games`,
        }),
        dedupeKey: `${job.id}:${to}`,
      });
  });
}
