import type { CreateGameRequest } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { settingsFromColumns } from '../../lib/game-settings.ts';
import { seriesInvitationMail } from './game-mails.ts';
import { toLevels } from './game-mapper.ts';
import * as games from './games.repository.ts';
import { insertGameRow } from './games.service.ts';
import * as participants from './participants.repository.ts';

/**
 * What the games feature does for a recurring series (docs/reach.md, "Series"): the series writes
 * its occurrence and the game in one transaction, so the game and its invitations exist once.
 */
export async function insertOccurrenceGame(
  tx: Tx,
  hostId: string,
  body: CreateGameRequest,
  templateId?: string,
) {
  const row = await insertGameRow(tx, hostId, body, templateId);
  return row.id;
}

/**
 * Invites the series' regulars who are not on the game yet, while invitations leave a free slot
 * (as adding players does); the host is never invited to their own game. Answers the new
 * participants' ids.
 */
export async function inviteRegulars(tx: Tx, gameId: string, hostId: string, userIds: string[]) {
  const game = await games.lockGame(tx, gameId);
  if (game?.status !== 'scheduled') return [];
  let active = await participants.activeCount(tx, gameId);
  const invited: string[] = [];
  for (const userId of userIds) {
    if (userId === hostId || active >= game.maxParticipants) continue;
    const row = await participants.insertParticipant(tx, {
      gameId,
      userId,
      status: 'invited',
      invitedById: hostId,
      invitedAt: new Date(),
    });
    if (!row) continue;
    await games.recordActivity(tx, {
      gameId,
      actorUserId: hostId,
      kind: 'invited',
      detail: { participantId: row.id },
    });
    active += 1;
    invited.push(row.id);
  }
  return invited;
}

/**
 * The invitation mails of series games to the given regulars still invited: one mail per person for
 * the whole batch (the nights one fill of the window made), each night with its link. Keyed by the
 * person's first participant id of the batch, by date, so a retried or doubled job sends it once.
 */
export async function sendRegularInvitations(
  app: FastifyInstance,
  batch: ReadonlyArray<{ gameId: string; participantIds: readonly string[] }>,
) {
  type Night = Parameters<typeof seriesInvitationMail>[1][number] & { participantId: string };
  const byAddress = new Map<string, Night[]>();
  for (const { gameId, participantIds } of batch) {
    const found = await games.findGame(app.db, gameId);
    if (found?.game.status !== 'scheduled') continue;
    for (const person of await participants.listParticipants(app.db, gameId)) {
      if (!person.userEmail || person.participant.status !== 'invited') continue;
      if (!participantIds.includes(person.participant.id)) continue;
      byAddress.set(person.userEmail, [
        ...(byAddress.get(person.userEmail) ?? []),
        {
          name: found.game.name,
          scheduledDate: found.game.scheduledDate,
          locationName: found.game.locationName,
          hostName: `${found.hostFirstName} ${found.hostLastName}`,
          timeZone: found.hostTimeZone,
          url: `${app.config.publicUrl}/games/${gameId}/join`,
          participantId: person.participant.id,
        },
      ]);
    }
  }
  for (const [to, nights] of byAddress) {
    nights.sort((a, b) => a.scheduledDate.getTime() - b.scheduledDate.getTime());
    await app.mailer.send({
      ...seriesInvitationMail(to, nights),
      dedupeKey: `series-invitation:${nights[0]!.participantId}`,
    });
  }
}

/** A game's settings as a new game's request, without date and status: what a series repeats. */
export async function gameModel(app: FastifyInstance, gameId: string) {
  const found = await games.findGame(app.db, gameId);
  if (!found) return undefined;
  const g = found.game;
  const { location, buyIn } = settingsFromColumns(g);
  const levels = await games.findLevels(app.db, gameId);
  const { cashGameBlinds, ...rest } = buyIn;
  return {
    game: g,
    hostTimeZone: found.hostTimeZone,
    model: {
      name: g.name,
      description: g.description,
      type: g.type,
      location,
      buyIn: { ...rest, ...(cashGameBlinds ? { cashGameBlinds } : {}) },
      maxParticipants: g.maxParticipants,
      rules: g.rules,
      ...(g.type === 'tournament' && g.startingChips !== null
        ? {
            blindStructure: {
              startingChips: g.startingChips,
              levels: toLevels(levels),
              ...(g.payouts ? { prizePoolBreakdown: { payouts: g.payouts } } : {}),
            },
          }
        : {}),
    },
  };
}
