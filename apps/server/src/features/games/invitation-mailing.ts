import type { FastifyInstance } from 'fastify';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { gameInvitationMail } from './game-mails.ts';
import * as games from './games.repository.ts';
import * as repo from './participants.repository.ts';

export type Invitation = { to: string; url: string; message: string | null };

/** Mails these invitations to a game, each with the game's facts in its host's time zone. */
export async function mailInvitations(app: FastifyInstance, gameId: string, invitations: Invitation[]) {
  if (invitations.length === 0) return;
  const host = await games.findGame(app.db, gameId);
  const game = host!.game;
  const hostName = `${host!.hostFirstName} ${host!.hostLastName}`;
  for (const invite of invitations) {
    await app.mailer.send(
      gameInvitationMail(
        invite.to,
        {
          name: game.name,
          scheduledDate: game.scheduledDate,
          locationName: game.locationName,
          hostName,
          timeZone: host!.hostTimeZone,
        },
        invite.url,
        invite.message,
      ),
    );
  }
}

/**
 * Called once, by the request that moved the game from draft to scheduled: every invitation still
 * unanswered is mailed now. An address invitation gets a new link here (only its hash is kept, and
 * none was mailed while the game was a draft), so no draft's RSVP link ever reaches anyone.
 */
export async function mailDraftInvitations(app: FastifyInstance, gameId: string) {
  const invitations: Invitation[] = [];
  await app.db.transaction(async (tx) => {
    for (const { participant: p, userEmail } of await repo.listParticipants(tx, gameId)) {
      if (p.status !== 'invited') continue;
      const message = p.invitationMessage ?? null;
      if (p.userId && userEmail) {
        invitations.push({ to: userEmail, url: `${app.config.publicUrl}/games/${gameId}/join`, message });
      } else if (p.email) {
        const token = randomToken();
        await repo.updateParticipantRow(tx, p.id, { inviteTokenHash: hashToken(token) });
        invitations.push({ to: p.email, url: `${app.config.publicUrl}/rsvp/${token}`, message });
      }
    }
  });
  await mailInvitations(app, gameId, invitations);
}
