import {
  type AddMemberRequest,
  canRunLeagues,
  type League,
  type LeagueInput,
  type LeagueMember,
  type LeagueSummary,
  leagueMessages as m,
  normalizeRole,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { leagueFor } from './league-access.ts';
import * as repo from './leagues.repository.ts';
import { memberKey } from './player-keys.ts';
import { seasonSummaries } from './seasons.service.ts';

export function requireLeagueRunner(auth: AuthContext) {
  if (!canRunLeagues(auth.role)) throw forbidden(m.organizersOnly);
}

async function summaries(app: FastifyInstance, auth: AuthContext, ids: string[]): Promise<LeagueSummary[]> {
  const [rows, counts, managed] = await Promise.all([
    repo.leaguesByIds(app.db, ids),
    repo.countsOf(app.db, ids),
    repo.managedLeagueIds(app.db, auth.userId),
  ]);
  return rows.map(({ league, ownerName }) => ({
    id: league.id,
    name: league.name,
    description: league.description,
    ownerId: league.ownerId,
    ownerName,
    memberCount: counts.members.get(league.id) ?? 0,
    seasonCount: counts.seasons.get(league.id) ?? 0,
    canManage: managed.includes(league.id),
    createdAt: league.createdAt.toISOString(),
  }));
}

export async function listLeagues(app: FastifyInstance, auth: AuthContext) {
  return summaries(app, auth, await repo.leagueIdsOf(app.db, auth.userId));
}

export async function leagueDetail(app: FastifyInstance, auth: AuthContext, id: string): Promise<League> {
  await leagueFor(app, auth, id, 'read');
  const [summary] = await summaries(app, auth, [id]);
  const found = await repo.findLeague(app.db, id);
  const organizers = await repo.organizersOf(app.db, id);
  return {
    ...summary!,
    organizers: [
      { userId: found!.league.ownerId, name: found!.ownerName, isOwner: true },
      ...organizers.map((o) => ({ userId: o.userId, name: o.name, isOwner: false })),
    ],
    seasons: await seasonSummaries(app, [id]),
  };
}

export async function createLeague(app: FastifyInstance, auth: AuthContext, input: LeagueInput) {
  requireLeagueRunner(auth);
  const league = await repo.insertLeague(app.db, { ownerId: auth.userId, ...input });
  return leagueDetail(app, auth, league.id);
}

export async function updateLeague(app: FastifyInstance, auth: AuthContext, id: string, input: LeagueInput) {
  await leagueFor(app, auth, id, 'manage');
  await repo.updateLeague(app.db, id, input);
  return leagueDetail(app, auth, id);
}

/** Only the owner deletes a league (co-organizers run it, they do not end it). */
export async function deleteLeague(app: FastifyInstance, auth: AuthContext, id: string) {
  const { league } = await leagueFor(app, auth, id, 'manage');
  if (league.ownerId !== auth.userId) throw forbidden();
  await repo.deleteLeague(app.db, id);
}

export async function addOrganizer(app: FastifyInstance, auth: AuthContext, id: string, userId: string) {
  const { league } = await leagueFor(app, auth, id, 'manage');
  const user = await repo.findUser(app.db, userId);
  if (!user) throw badRequest(m.userNotFound, { userId: m.userNotFound });
  if (!canRunLeagues(normalizeRole(user.role)))
    throw badRequest(m.organizerRole, { userId: m.organizerRole });
  if (league.ownerId === userId) throw badRequest(m.organizerIsOwner, { userId: m.organizerIsOwner });
  const inserted = await repo.insertOrganizer(app.db, id, userId);
  if (inserted.length === 0) throw badRequest(m.alreadyOrganizer, { userId: m.alreadyOrganizer });
  return leagueDetail(app, auth, id);
}

export async function removeOrganizer(app: FastifyInstance, auth: AuthContext, id: string, userId: string) {
  await leagueFor(app, auth, id, 'manage');
  const removed = await repo.deleteOrganizer(app.db, id, userId);
  if (removed.length === 0) throw notFound(m.notOrganizer);
  return leagueDetail(app, auth, id);
}

export function toMember(row: repo.MemberWithName, canManage: boolean): LeagueMember {
  const { member } = row;
  const isGuest = member.userId === null;
  return {
    id: member.id,
    playerKey: memberKey(member),
    userId: member.userId,
    name: row.userName ?? member.guestName ?? '',
    isGuest,
    email: isGuest && canManage ? member.guestEmail : null,
    joinedAt: member.createdAt.toISOString(),
  };
}

export async function listMembers(app: FastifyInstance, auth: AuthContext, id: string) {
  const { canManage } = await leagueFor(app, auth, id, 'read');
  return (await repo.membersOf(app.db, id)).map((r) => toMember(r, canManage));
}

export async function addMember(
  app: FastifyInstance,
  auth: AuthContext,
  id: string,
  input: AddMemberRequest,
) {
  await leagueFor(app, auth, id, 'manage');
  let inserted: repo.MemberRow[];
  if ('userId' in input) {
    const user = await repo.findUser(app.db, input.userId);
    if (!user) throw badRequest(m.userNotFound, { userId: m.userNotFound });
    inserted = await repo.insertMember(app.db, { leagueId: id, userId: input.userId });
    if (inserted.length === 0) throw badRequest(m.alreadyMember, { userId: m.alreadyMember });
  } else {
    inserted = await repo.insertMember(app.db, {
      leagueId: id,
      guestName: input.name,
      guestEmail: input.email,
    });
    if (inserted.length === 0) throw badRequest(m.alreadyMember, { email: m.alreadyMember });
  }
  const rows = await repo.membersOf(app.db, id);
  return toMember(rows.find((r) => r.member.id === inserted[0]!.id)!, true);
}

export async function removeMember(app: FastifyInstance, auth: AuthContext, id: string, memberId: string) {
  await leagueFor(app, auth, id, 'manage');
  const removed = await repo.deleteMember(app.db, id, memberId);
  if (removed.length === 0) throw notFound(m.memberNotFound);
}
