import {
  type AddContactRequest,
  type Contact,
  contactMessages,
  normalizeEmail,
  type ParticipationResponse,
  participantStatistics,
  percentage,
  reliabilityScore,
  type UpdateContactRequest,
} from '@pokerhome/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import * as repo from './contacts.repository.ts';
import * as participation from './participation.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const statisticsOf = (row: repo.StatisticsCounts) =>
  participantStatistics({
    totalInvited: row.invited,
    totalAccepted: row.accepted,
    totalDeclined: row.declined,
    totalConfirmed: row.confirmed,
    totalWaitlisted: row.waitlisted,
  });

function toContact(row: repo.ContactRow): Contact {
  const hours = row.averageResponseHours === null ? null : Number(row.averageResponseHours);
  return {
    id: row.id,
    contactId: row.contactId,
    name: `${row.firstName} ${row.lastName}`,
    username: row.username,
    email: row.emailVisible ? row.email : null,
    avatar: null,
    phone: null,
    totalGamesPlayed: row.totalGamesPlayed,
    lastGameDate: row.lastGameDate === null ? null : iso(row.lastGameDate),
    averageRSVPResponse: hours === null ? null : Math.round(hours * 10) / 10,
    reliabilityScore: reliabilityScore(row),
    preferredGameTypes: row.preferredGameTypes ?? [],
    notes: row.notes,
    tags: row.tags,
    statistics: statisticsOf(row),
    createdAt: iso(row.createdAt),
  };
}

export async function listContacts(app: FastifyInstance, auth: AuthContext) {
  return (await repo.listContacts(app.db, auth.userId)).map(toContact);
}

/** A second add of the same person answers 409 'already exists', which the page ignores silently. */
export async function addContact(app: FastifyInstance, auth: AuthContext, body: AddContactRequest) {
  if (body.userId === auth.userId) throw badRequest(contactMessages.self, { userId: contactMessages.self });
  const [user] = await app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, body.userId));
  if (!user) throw notFound(contactMessages.userNotFound);
  // The address is shown later only if the owner typed it; a wrong one is ignored, never confirmed.
  const typed = body.email !== undefined && normalizeEmail(body.email) === user.email;
  const inserted = await repo.insertContact(app.db, auth.userId, body.userId, typed);
  if (!inserted) throw conflict(contactMessages.alreadyExists);
  return toContact((await repo.findContact(app.db, auth.userId, inserted.id))!);
}

export async function updateContact(
  app: FastifyInstance,
  auth: AuthContext,
  id: string,
  body: UpdateContactRequest,
) {
  const updated = await repo.updateContact(app.db, auth.userId, id, body);
  if (!updated) throw notFound(contactMessages.notFound);
  return toContact((await repo.findContact(app.db, auth.userId, id))!);
}

export async function removeContact(app: FastifyInstance, auth: AuthContext, id: string) {
  if (!(await repo.deleteContact(app.db, auth.userId, id))) throw notFound(contactMessages.notFound);
}

const recordsShown = 500;
const monthsShown = 12;

export async function participationOf(
  app: FastifyInstance,
  auth: AuthContext,
): Promise<ParticipationResponse> {
  const [rows, counts, months] = await Promise.all([
    participation.records(app.db, auth.userId, recordsShown),
    participation.statistics(app.db, auth.userId),
    participation.monthly(app.db, auth.userId, monthsShown),
  ]);
  return {
    records: rows.map((row) => ({
      id: row.id,
      role: row.role,
      gameId: row.gameId,
      gameName: row.gameName,
      gameType: row.gameType,
      gameStatus: row.gameStatus,
      scheduledDate: iso(row.scheduledDate),
      player: { id: row.playerId, name: row.playerName, email: row.playerEmail, isGuest: row.isGuest },
      status: row.status,
      invitedAt: row.invitedAt === null ? null : iso(row.invitedAt),
      respondedAt: row.respondedAt === null ? null : iso(row.respondedAt),
      buyInPaid: row.buyInPaid,
    })),
    statistics: statisticsOf(counts),
    months: months.map((m) => ({ ...m, acceptanceRate: percentage(m.accepted, m.invited) })),
  };
}
