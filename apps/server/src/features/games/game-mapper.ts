import {
  type Currency,
  type Game,
  type GameSummary,
  isActive,
  isSeated,
  type Participant,
  type ParticipantStatus,
} from '@pokerhome/domain';
import { levelFromRow } from '../../lib/blind-levels.ts';
import { fromCents, locationFromColumns, settingsFromColumns } from '../../lib/game-settings.ts';
import type { BlindLevelRow, GameRow, ParticipantCounts } from './games.repository.ts';
import type { ParticipantWithUser } from './participants.repository.ts';
import { shareLinkUrl } from './share-link.ts';

export function participantName(p: ParticipantWithUser): string {
  if (p.firstName !== null) return `${p.firstName} ${p.lastName ?? ''}`.trim();
  if (p.participant.isGuest)
    return `${p.participant.guestFirstName ?? ''} ${p.participant.guestLastName ?? ''}`.trim();
  // An e-mail invitee without an account: the part before the @ (docs/games.md).
  return (p.participant.email ?? 'Invited player').split('@')[0]!;
}

/**
 * Whose address a viewer of one game may see (docs/security.md, the players feature's rule within
 * one game): their own; the address the host typed for an invitee without an account (to the host);
 * and, for the host and the seated, anyone who took a seat by their own answer. A seat the host gave
 * without an answer does not count, or a host could seat any account to read its address.
 */
export function emailShownTo(viewerId: string, hostId: string, participants: ParticipantWithUser[]) {
  const own = participants.find((p) => p.participant.userId === viewerId)?.participant;
  const viewerIn = hostId === viewerId || (own !== undefined && isSeated(own.status));
  return (p: ParticipantWithUser) => {
    const row = p.participant;
    if (row.userId === viewerId) return true;
    if (row.userId === null) return hostId === viewerId;
    return viewerIn && isSeated(row.status) && row.respondedAt !== null;
  };
}

/** `forHost`: the host's own marks (no-show) are shown to the host only. */
export function toParticipant(p: ParticipantWithUser, showEmail: boolean, forHost = false): Participant {
  const row = p.participant;
  return {
    id: row.id,
    status: row.status,
    user: {
      id: row.userId,
      name: participantName(p),
      username: p.username,
      avatar: null,
      isGuest: row.isGuest,
      email: showEmail ? (p.userEmail ?? row.email) : null,
    },
    buyInPaid: row.buyInPaid,
    arrivedAt: row.arrivedAt?.toISOString() ?? null,
    isGuest: row.isGuest,
    joinedViaShareLink: row.joinedVia === 'share-link',
    noShow: forHost ? row.noShow : null,
    message: row.rsvpMessage,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

type GameWithHost = {
  game: GameRow;
  hostFirstName: string;
  hostLastName: string;
  hasTournament?: boolean;
  isLive?: boolean;
};

/** What a summary shows of its game (games.repository.ts reads only these columns for a list). */
type SummaryRow = Omit<GameWithHost, 'game'> & {
  game: Pick<
    GameRow,
    | 'id'
    | 'name'
    | 'type'
    | 'status'
    | 'scheduledDate'
    | 'hostId'
    | 'locationName'
    | 'locationAddress'
    | 'locationNotes'
    | 'buyInCents'
    | 'currency'
    | 'maxParticipants'
  >;
};

export function toGameSummary(
  row: SummaryRow,
  counts: ParticipantCounts | undefined,
  viewerId: string,
): GameSummary {
  const g = row.game;
  return {
    id: g.id,
    name: g.name,
    type: g.type,
    status: g.status,
    scheduledDate: g.scheduledDate.toISOString(),
    host: { id: g.hostId, name: `${row.hostFirstName} ${row.hostLastName}` },
    location: locationFromColumns(g),
    buyIn: { amount: fromCents(g.buyInCents), currency: g.currency as Currency },
    maxParticipants: g.maxParticipants,
    confirmedCount: counts?.seated ?? 0,
    participantCount: counts?.active ?? 0,
    waitlistCount: counts?.waitlisted ?? 0,
    userParticipantStatus: (counts?.own as ParticipantStatus | null) ?? null,
    canManage: g.hostId === viewerId,
    hasTournament: row.hasTournament ?? false,
    isLive: row.isLive ?? false,
  };
}

export function toGame(
  row: GameWithHost,
  levels: BlindLevelRow[],
  participants: ParticipantWithUser[],
  viewerId: string,
  publicUrl: string,
): Game {
  const g = row.game;
  const canManage = g.hostId === viewerId;
  const own = participants.find((p) => p.participant.userId === viewerId)?.participant;
  const showEmail = emailShownTo(viewerId, g.hostId, participants);
  const counts: ParticipantCounts = {
    seated: participants.filter((p) => isSeated(p.participant.status)).length,
    active: participants.filter((p) => isActive(p.participant.status)).length,
    waitlisted: participants.filter((p) => p.participant.status === 'waitlisted').length,
    own: own?.status ?? null,
  };
  const waiting = participants
    .filter((p) => p.participant.status === 'waitlisted')
    .sort(
      (a, b) => (a.participant.waitlistedAt?.getTime() ?? 0) - (b.participant.waitlistedAt?.getTime() ?? 0),
    );
  return {
    ...toGameSummary(row, counts, viewerId),
    description: g.description,
    rules: g.rules,
    buyIn: settingsFromColumns(g).buyIn,
    blindStructure:
      g.type === 'tournament' && g.startingChips !== null
        ? {
            startingChips: g.startingChips,
            levels: toLevels(levels),
            prizePoolBreakdown: g.payouts ? { payouts: g.payouts } : null,
          }
        : null,
    participants: participants
      .filter((p) => p.participant.status !== 'waitlisted')
      .map((p) => toParticipant(p, showEmail(p), canManage)),
    waitingList: waiting.map((p) => toParticipant(p, showEmail(p), canManage)),
    shareUrl: canManage ? shareLinkUrl(publicUrl, g) : null,
    createdAt: g.createdAt.toISOString(),
  };
}

/** Stored blind levels as the wire's levels (duration in minutes). */
export const toLevels = (levels: BlindLevelRow[]) => levels.map(levelFromRow);
