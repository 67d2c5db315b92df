import { isSeated } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { type JobRow, pendingFor } from '../../lib/jobs/queue.ts';
import { declineParticipant, findGame, listParticipants } from '../games/index.ts';
import { calendarGameOf, gameCalendarFile } from './calendar.ts';
import type { Links } from './links.ts';
import { userContact } from './reach.repository.ts';
import { hostDigestMail, type MailGame, nudgeMail, reminderMail } from './reach-mails.ts';

const hour = 60 * 60_000;

/** Every job a scheduled game has, and how long before the game each runs. */
export const gameJobs = [
  { kind: 'reminder-24h', before: 24 * hour },
  { kind: 'reminder-2h', before: 2 * hour },
  { kind: 'rsvp-nudge', before: 48 * hour },
  { kind: 'host-digest', before: 24 * hour },
] as const;
const gameJobKinds = gameJobs.map((j) => j.kind);

/**
 * Brings a game's jobs in line with the game: a scheduled game has its reminders at the right times
 * (those already past are skipped), anything else (draft, cancelled, completed) has none pending.
 * Run on every change to the game, from any instance: scheduling is idempotent.
 */
export async function syncGameJobs(app: FastifyInstance, gameId: string) {
  const row = await findGame(app.db, gameId);
  const now = app.jobs.now();
  const wanted =
    row && row.game.status === 'scheduled'
      ? gameJobs
          .map((j) => ({ kind: j.kind, runAt: new Date(row.game.scheduledDate.getTime() - j.before) }))
          .filter((j) => j.runAt > now)
      : [];
  for (const job of wanted)
    await app.jobs.enqueue({
      kind: job.kind,
      subject: gameId,
      runAt: job.runAt,
      payload: { scheduledDate: row!.game.scheduledDate.toISOString() },
    });
  const pending = await pendingFor(app.db, gameId);
  const keep = pending
    .filter((p) => wanted.some((w) => w.kind === p.kind && w.runAt.getTime() === p.runAt.getTime()))
    .map((p) => p.id);
  await app.jobs.cancelPending(gameId, gameJobKinds, keep);
}

async function gameForMail(app: FastifyInstance, gameId: string) {
  const row = await findGame(app.db, gameId);
  if (!row) return undefined;
  const host = await userContact(app.db, row.game.hostId);
  const timeZone = host?.timeZone ?? 'UTC';
  const g = row.game;
  const mail: MailGame = {
    id: g.id,
    name: g.name,
    scheduledDate: g.scheduledDate,
    locationName: g.locationName,
    locationAddress: g.locationAddress,
    locationNotes: g.locationNotes,
    timeZone,
    hostName: `${row.hostFirstName} ${row.hostLastName}`,
  };
  const calendar = calendarGameOf(g, timeZone);
  return { game: g, mail, calendar, host };
}

/**
 * The job still stands only if the game is scheduled at the time the job was planned for; a job
 * that lost a race with a move or a cancel does nothing (its replacement, if any, is its own row).
 */
function stillDue(job: JobRow, game: { status: string; scheduledDate: Date }) {
  return game.status === 'scheduled' && job.payload.scheduledDate === game.scheduledDate.toISOString();
}

export function registerReminderJobs(app: FastifyInstance, links: Links) {
  const gameUrl = (id: string) => `${app.config.publicUrl}/games/${id}/join`;

  for (const hoursBefore of [24, 2] as const) {
    app.jobs.register(`reminder-${hoursBefore}h`, async (job) => {
      const found = await gameForMail(app, job.subject);
      if (!found || !stillDue(job, found.game)) return;
      const ics = gameCalendarFile(found.calendar, app.config.publicUrl);
      for (const person of await listParticipants(app.db, job.subject)) {
        const to = person.userEmail ?? person.participant.email;
        if (!to || !isSeated(person.participant.status)) continue;
        const token = links.cantMakeIt(job.subject, person.participant.id);
        await app.mailer.send({
          ...reminderMail({
            to,
            game: found.mail,
            hoursBefore,
            gameUrl: gameUrl(job.subject),
            cantMakeItUrl: `${app.config.publicUrl}/cant-make-it?token=${token}`,
            ics,
          }),
          dedupeKey: `${job.id}:${person.participant.id}`,
        });
      }
    });
  }

  app.jobs.register('rsvp-nudge', async (job) => {
    const found = await gameForMail(app, job.subject);
    if (!found || !stillDue(job, found.game)) return;
    for (const person of await listParticipants(app.db, job.subject)) {
      // Only account holders: an address-only invitee's answer link lives in their invitation mail.
      if (!person.userEmail || person.participant.status !== 'invited') continue;
      await app.mailer.send({
        ...nudgeMail({ to: person.userEmail, game: found.mail, gameUrl: gameUrl(job.subject) }),
        dedupeKey: `${job.id}:${person.participant.id}`,
      });
    }
  });

  app.jobs.register('host-digest', async (job) => {
    const found = await gameForMail(app, job.subject);
    if (!found?.host || !stillDue(job, found.game)) return;
    const people = (await listParticipants(app.db, job.subject))
      .filter((p) => p.participant.userId !== found.game.hostId)
      .map((p) => ({
        name: p.firstName
          ? `${p.firstName} ${p.lastName ?? ''}`.trim()
          : p.participant.isGuest
            ? `${p.participant.guestFirstName ?? ''} ${p.participant.guestLastName ?? ''}`.trim()
            : (p.participant.email ?? 'Invitee'),
        status: p.participant.status,
      }));
    await app.mailer.send({
      ...hostDigestMail({
        to: found.host.email,
        game: found.mail,
        gameUrl: `${app.config.publicUrl}/games/${job.subject}/manage`,
        people,
      }),
      dedupeKey: `${job.id}:host`,
    });
  });
}

/** What the "can't make it" page shows before the player confirms. */
export async function cantMakeItInfo(app: FastifyInstance, gameId: string, participantId: string) {
  const found = await gameForMail(app, gameId);
  if (!found) return undefined;
  const person = (await listParticipants(app.db, gameId)).find((p) => p.participant.id === participantId);
  if (!person) return undefined;
  return { found, status: person.participant.status };
}

export const freeSeat = (app: FastifyInstance, gameId: string, participantId: string) =>
  declineParticipant(app, gameId, participantId);
