import {
  type AddParticipantsRequest,
  gameMessages,
  isGameOpen,
  isSeated,
  type NewParticipant,
  normalizeEmail,
  type ParticipantStatus,
} from '@pokerhome/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { takeInvitationAllowance } from '../../lib/mail-limits.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { emailShownTo, toParticipant } from './game-mapper.ts';
import * as games from './games.repository.ts';
import { requireHostedGame } from './games.service.ts';
import { type Invitation, mailInvitations } from './invitation-mailing.ts';
import * as repo from './participants.repository.ts';
import { promoteWaiting } from './seats.repository.ts';

const full = () => new AppError('CONFLICT', gameMessages.full);

/** These participants of the game as its host sees them, in the game's order (docs/security.md for the addresses). */
export async function participantsForHost(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  ids: readonly string[],
) {
  const all = await repo.listParticipants(app.db, gameId);
  const showEmail = emailShownTo(auth.userId, auth.userId, all);
  return all.filter((p) => ids.includes(p.participant.id)).map((p) => toParticipant(p, showEmail(p), true));
}

/**
 * `POST /games/{id}/participants`: each entry is handled on its own and reported in `errors`
 * (worded so the client's catalogue rules work: 'already invited', 'This game is full').
 */
export async function addParticipants(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  body: AddParticipantsRequest,
) {
  await requireHostedGame(app, auth, gameId);
  const errors: string[] = [];
  const added: string[] = [];
  const invitations: Invitation[] = [];
  const userIds = body.participants.flatMap((p) => (p.userId ? [p.userId] : []));
  const known = userIds.length ? await app.db.select().from(users).where(inArray(users.id, userIds)) : [];

  await app.db.transaction(async (tx) => {
    const game = await games.lockGame(tx, gameId);
    if (!game) throw notFound(gameMessages.gameNotFound);
    if (!isGameOpen(game.status)) throw new AppError('CONFLICT', gameMessages.gameNotEditable);
    let active = await repo.activeCount(tx, gameId);
    let seatedNow = await repo.seatedCount(tx, gameId);
    for (const entry of body.participants) {
      const outcome = await addOne(app, tx, game, entry, {
        known,
        active,
        seatedNow,
        hostId: auth.userId,
        mailsInvitations: body.sendEmailInvitations,
      });
      if (typeof outcome === 'string') {
        errors.push(outcome);
        continue;
      }
      added.push(outcome.row.id);
      active += 1;
      if (isSeated(outcome.row.status)) seatedNow += 1;
      // A draft's invitations are recorded, not mailed: they go out when it is scheduled
      // (mailDraftInvitations; docs/templates-and-wizards.md, "Invitations from the wizard").
      if (outcome.invite && body.sendEmailInvitations && game.status !== 'draft') {
        invitations.push({ ...outcome.invite, message: entry.message ?? body.message ?? null });
      }
    }
  });

  await mailInvitations(app, gameId, invitations);
  return {
    participants: await participantsForHost(app, auth, gameId, added),
    invitationsSent: invitations.length,
    errors,
  };
}

async function addOne(
  app: FastifyInstance,
  tx: Tx,
  game: games.GameRow,
  entry: NewParticipant,
  state: {
    known: (typeof users.$inferSelect)[];
    active: number;
    seatedNow: number;
    hostId: string;
    mailsInvitations: boolean;
  },
): Promise<string | { row: repo.ParticipantRow; invite?: { to: string; url: string } }> {
  const guest = entry.isGuest === true;
  // Someone added by id is named, never shown by an address the host did not type.
  const byId = state.known.find((u) => u.id === entry.userId);
  const label = guest
    ? `${entry.guestFirstName ?? ''} ${entry.guestLastName ?? ''}`.trim()
    : (entry.email ?? (byId ? `${byId.firstName} ${byId.lastName}` : 'This player'));
  if (guest ? !entry.guestFirstName || !entry.guestLastName : !entry.userId && !entry.email) {
    return `${label || 'Guest'}: ${gameMessages.addPlayerMissingInfo}`;
  }
  // Guests and "Mark as Coming" take a seat at once; invitations take a slot until answered.
  const status: ParticipantStatus = guest || entry.status === 'confirmed' ? 'confirmed' : 'invited';
  if (state.active >= game.maxParticipants)
    return `${label}: Cannot invite more than ${game.maxParticipants} participants`;
  if (status === 'confirmed' && state.seatedNow >= game.maxParticipants)
    return `${label}: ${gameMessages.full}`;

  const base = {
    gameId: game.id,
    status,
    invitedById: state.hostId,
    invitedAt: new Date(),
    invitationMessage: entry.message ?? null,
  };
  if (guest) {
    const others = await repo.listParticipants(tx, game.id);
    const same = others.some(
      (p) =>
        p.participant.isGuest &&
        p.participant.guestFirstName?.toLowerCase() === entry.guestFirstName!.toLowerCase() &&
        p.participant.guestLastName?.toLowerCase() === entry.guestLastName!.toLowerCase(),
    );
    if (same) return `${label}: A guest with this name is already invited`;
    const row = await repo.insertParticipant(tx, {
      ...base,
      isGuest: true,
      guestFirstName: entry.guestFirstName!,
      guestLastName: entry.guestLastName!,
      email: entry.email ? normalizeEmail(entry.email) : null,
    });
    return { row: row! };
  }

  let user = entry.userId ? state.known.find((u) => u.id === entry.userId) : undefined;
  if (entry.userId && !user) return `${label}: ${gameMessages.userNotFound}`;
  const email = entry.email ? normalizeEmail(entry.email) : undefined;
  if (!user && email) user = (await tx.select().from(users).where(eq(users.email, email)))[0];
  if (user?.id === game.hostId)
    return `${label}: the host is already participating (use Join as Participant)`;
  const existing = user
    ? await repo.findParticipantByUser(tx, game.id, user.id)
    : await repo.findEmailInvitation(tx, game.id, email!);
  if (existing) {
    return isSeated(existing.status)
      ? `${label} is already participating in this game`
      : `${label} is ${gameMessages.alreadyInvited}`;
  }
  // An invitation whose mail the daily limits refuse is not made: the host is told why, the rest of
  // the request goes on (docs/security.md, "Mail limits").
  if (status === 'invited' && state.mailsInvitations) {
    const refused = await takeInvitationAllowance(tx, state.hostId, user?.email ?? email!);
    if (refused) return `${label}: ${refused}`;
  }
  const token = user ? undefined : randomToken();
  const row = await repo.insertParticipant(tx, {
    ...base,
    userId: user?.id ?? null,
    email: user ? null : email!,
    inviteTokenHash: token ? hashToken(token) : null,
    // No answer time for "Mark as Coming": the player did not answer, so their address stays private.
  });
  if (!row) return `${label} is ${gameMessages.alreadyInvited}`;
  await games.recordActivity(tx, {
    gameId: game.id,
    actorUserId: state.hostId,
    kind: 'invited',
    detail: { participantId: row.id },
  });
  const url = token
    ? `${app.config.publicUrl}/rsvp/${token}`
    : `${app.config.publicUrl}/games/${game.id}/join`;
  return { row, invite: status === 'invited' ? { to: user?.email ?? email!, url } : undefined };
}

export async function confirmParticipants(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  ids: string[],
) {
  await requireHostedGame(app, auth, gameId);
  const errors: string[] = [];
  let confirmed = 0;
  await app.db.transaction(async (tx) => {
    const game = (await games.lockGame(tx, gameId))!;
    let seatedNow = await repo.seatedCount(tx, gameId);
    for (const id of ids) {
      const row = await repo.findParticipant(tx, gameId, id);
      if (!row) {
        errors.push(`${id}: not a participant of this game`);
        continue;
      }
      if (row.status === 'confirmed') continue;
      if (!isSeated(row.status) && seatedNow >= game.maxParticipants) {
        errors.push(`${id}: ${gameMessages.full}`);
        continue;
      }
      if (!isSeated(row.status)) seatedNow += 1;
      await repo.updateParticipantRow(tx, id, { status: 'confirmed', waitlistedAt: null });
      confirmed += 1;
    }
  });
  return {
    participants: await participantsForHost(app, auth, gameId, ids),
    participantsConfirmed: confirmed,
    errors,
  };
}

/** Host edits a participant: status (seat-checked) or the check-in's "Arrived". */
export async function updateParticipant(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  participantId: string,
  body: { status?: ParticipantStatus; arrived?: boolean },
) {
  await requireHostedGame(app, auth, gameId);
  await app.db.transaction(async (tx) => {
    const game = (await games.lockGame(tx, gameId))!;
    const row = await repo.findParticipant(tx, gameId, participantId);
    if (!row) throw notFound('Participant not found');
    const next = body.status ?? row.status;
    if (
      isSeated(next) &&
      !isSeated(row.status) &&
      (await repo.seatedCount(tx, gameId)) >= game.maxParticipants
    ) {
      throw full();
    }
    await repo.updateParticipantRow(tx, participantId, {
      status: next,
      ...(body.arrived === undefined
        ? {}
        : { arrivedAt: body.arrived ? (row.arrivedAt ?? new Date()) : null }),
      ...(next === 'waitlisted' && row.status !== 'waitlisted' ? { waitlistedAt: new Date() } : {}),
      ...(next !== 'waitlisted' ? { waitlistedAt: null } : {}),
    });
    return isSeated(row.status) && !isSeated(next) ? promoteWaiting(tx, gameId) : [];
  });
  return (await participantsForHost(app, auth, gameId, [participantId]))[0]!;
}

/** Removes someone from the game (participants and waiting list); a freed seat goes to the first waiting. */
export async function removeParticipant(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  participantId: string,
) {
  await requireHostedGame(app, auth, gameId);
  await app.db.transaction(async (tx) => {
    // The game's lock first: the seat count the promotion reads cannot move under it.
    await games.lockGame(tx, gameId);
    const row = await repo.findParticipant(tx, gameId, participantId);
    if (!row) throw notFound('Participant not found');
    await repo.deleteParticipant(tx, participantId);
    return isSeated(row.status) ? promoteWaiting(tx, gameId) : [];
  });
  return { removed: participantId };
}
