import type { MemberRow } from './leagues.repository.ts';

/**
 * A player's key in a season table (docs/leagues.md): `u-<userId>` for a registered player,
 * `m-<memberId>` for a guest member, `n-<name>` for any other guest. A guest member who registers
 * turns into their user's key, so their history follows them.
 */
export const userKey = (userId: string) => `u-${userId}`;
export const memberKey = (member: Pick<MemberRow, 'id' | 'userId'>) =>
  member.userId ? userKey(member.userId) : `m-${member.id}`;
export const nameKey = (name: string) => `n-${name.trim().toLowerCase()}`;

type Participant = {
  id: string;
  userId: string | null;
  email: string | null;
};
type Player = { participantId: string | null; userId: string | null; name: string };

/** Resolves each tournament player of a season to one key, matching guests to guest members. */
export function keyResolver(members: MemberRow[], participants: Participant[]) {
  const byEmail = new Map<string, MemberRow>();
  const byName = new Map<string, MemberRow>();
  for (const member of members) {
    if (member.guestEmail) byEmail.set(member.guestEmail.toLowerCase(), member);
    if (member.guestName && member.userId === null) byName.set(member.guestName.trim().toLowerCase(), member);
  }
  const participantsById = new Map(participants.map((p) => [p.id, p]));
  const memberKeys = new Set(members.map(memberKey));
  return {
    keyOf(player: Player): string {
      const participant = player.participantId ? participantsById.get(player.participantId) : undefined;
      const userId = player.userId ?? participant?.userId ?? null;
      if (userId) return userKey(userId);
      const email = participant?.email?.toLowerCase();
      const member = (email ? byEmail.get(email) : undefined) ?? byName.get(player.name.trim().toLowerCase());
      return member ? memberKey(member) : nameKey(player.name);
    },
    isMember: (key: string) => memberKeys.has(key),
  };
}
