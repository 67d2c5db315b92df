import { type MailStop, mailLimitMessages, reachMessages } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/errors.ts';
import { localWhen } from '../../lib/local-time.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { findGame, readGame } from '../games/index.ts';
import { calendarGameOf, gameCalendarFile, gamesCalendar } from './calendar.ts';
import type { Links } from './links.ts';
import * as repo from './reach.repository.ts';
import { cantMakeItInfo, freeSeat } from './reminders.ts';

/** The .ics of one game, for whoever may read the game (others get the games feature's 404). */
export async function gameCalendar(app: FastifyInstance, auth: AuthContext, gameId: string) {
  await readGame(app, auth, gameId);
  const row = await findGame(app.db, gameId);
  if (!row) throw notFound();
  const host = await repo.userContact(app.db, row.game.hostId);
  return gameCalendarFile(calendarGameOf(row.game, host?.timeZone ?? 'UTC'), app.config.publicUrl);
}

export async function feedUrl(app: FastifyInstance, links: Links, userId: string) {
  const generation = await repo.feedGeneration(app.db, userId);
  return { url: `${app.config.publicUrl}/calendar/${links.feed(userId, generation)}.ics` };
}

export async function regenerateFeed(app: FastifyInstance, links: Links, userId: string) {
  const generation = await repo.bumpFeedGeneration(app.db, userId);
  return { url: `${app.config.publicUrl}/calendar/${links.feed(userId, generation)}.ics` };
}

/** The private feed: the token is the credential; an old (regenerated) or forged one is a 404. */
export async function feedCalendar(app: FastifyInstance, links: Links, token: string) {
  const claim = links.feedUser(token);
  if (!claim) throw notFound();
  if (!claim.matches(await repo.feedGeneration(app.db, claim.userId))) throw notFound();
  const since = new Date(Date.now() - 24 * 60 * 60_000);
  const rows = await repo.upcomingGamesOf(app.db, claim.userId, since);
  return gamesCalendar({
    name: 'PokerHome games',
    publicUrl: app.config.publicUrl,
    games: rows.map((r) => calendarGameOf(r.game, r.hostTimeZone)),
  });
}

export async function readCantMakeIt(app: FastifyInstance, links: Links, token: string) {
  const claim = links.readCantMakeIt(token);
  const info = claim && (await cantMakeItInfo(app, claim.gameId, claim.participantId));
  if (!info) throw notFound(reachMessages.invalidLink);
  const { mail, game } = info.found;
  return {
    gameName: mail.name,
    scheduledDate: mail.scheduledDate.toISOString(),
    when: localWhen(mail.scheduledDate, mail.timeZone),
    locationName: mail.locationName,
    status: game.status === 'cancelled' ? 'cancelled' : info.status,
  };
}

export async function confirmCantMakeIt(app: FastifyInstance, links: Links, token: string) {
  const claim = links.readCantMakeIt(token);
  if (!claim) throw notFound(reachMessages.invalidLink);
  return freeSeat(app, claim.gameId, claim.participantId);
}

export function readUnsubscribe(links: Links, token: string) {
  const claim = links.readUnsubscribe(token);
  if (!claim) throw notFound(reachMessages.invalidLink);
  return claim;
}

export async function unsubscribe(app: FastifyInstance, links: Links, token: string) {
  const claim = readUnsubscribe(links, token);
  await repo.setOptOut(app.db, claim.email, claim.category, true);
  return claim;
}

/** The "stop all e-mail" link: every kind of mail to its address stops, security mail included. */
export async function stopAllMail(app: FastifyInstance, token: string): Promise<MailStop> {
  if (!(await app.mailer.stopAll(token))) throw notFound(reachMessages.invalidLink);
  return { stopped: true, message: mailLimitMessages.stopped };
}

/** The same link's way back, offered on its page right after stopping. */
export async function resumeAllMail(app: FastifyInstance, token: string): Promise<MailStop> {
  if (!(await app.mailer.resumeAll(token))) throw notFound(reachMessages.invalidLink);
  return { stopped: false, message: mailLimitMessages.resumed };
}

export async function adminJobs(
  app: FastifyInstance,
  auth: AuthContext,
  query: { state?: string; limit: number },
) {
  if (auth.role !== 'admin') throw forbidden();
  const { rows, counts } = await repo.listJobs(app.db, query);
  return {
    jobs: rows.map((j) => ({
      id: j.id,
      kind: j.kind,
      subject: j.subject,
      runAt: j.runAt.toISOString(),
      attempts: j.attempts,
      state: j.state,
      lastError: j.lastError,
      updatedAt: j.updatedAt.toISOString(),
    })),
    counts,
  };
}
