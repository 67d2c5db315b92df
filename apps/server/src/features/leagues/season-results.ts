import { createHash } from 'node:crypto';
import type { SeasonEvent, SeasonScoring } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { gameFacts, participantFacts } from '../games/index.ts';
import { ledgerForResults } from '../ledger/index.ts';
import { tournamentResults } from '../tournaments/index.ts';
import * as repo from './leagues.repository.ts';
import { keyResolver } from './player-keys.ts';

/**
 * A season's events, built from what the tournaments and the ledger say now (results are never
 * typed twice): finishing positions and who eliminated whom from the tournament, spend and
 * winnings from the ledger. Completed tournaments only.
 */
export async function seasonEvents(app: FastifyInstance, season: repo.SeasonRow) {
  const attached = await repo.seasonGamesOf(app.db, [season.id]);
  const gameIds = attached.map((a) => a.gameId);
  const [games, tournaments, participants, members] = await Promise.all([
    gameFacts(app.db, gameIds),
    tournamentResults(app.db, gameIds),
    participantFacts(app.db, gameIds),
    repo.membersOf(app.db, season.leagueId),
  ]);
  const keys = keyResolver(
    members.map((r) => r.member),
    participants,
  );
  const events: SeasonEvent[] = [];
  for (const game of games) {
    const t = tournaments.find((x) => x.gameId === game.id);
    if (t?.status !== 'completed') continue;
    const ledger = await ledgerForResults(app.db, game.id);
    const money = new Map((ledger?.players ?? []).map((p) => [p.participantId, p]));
    // A player no longer in the game (a deleted account's pseudonym) is found in the ledger by name.
    const moneyByName = new Map(
      (ledger?.players ?? []).filter((p) => p.participantId === null).map((p) => [p.name, p]),
    );
    const keyById = new Map(t.players.map((p) => [p.id, keys.keyOf(p)]));
    const finished = t.players.filter((p) => p.finishPosition !== null);
    events.push({
      gameId: game.id,
      name: game.name,
      date: game.scheduledDate.toISOString(),
      buyInCents: game.buyInCents,
      entrants: t.players.length,
      results: finished.map((p) => {
        const line = p.participantId ? money.get(p.participantId) : moneyByName.get(p.name);
        return {
          playerKey: keyById.get(p.id)!,
          name: p.name,
          finish: p.finishPosition!,
          spentCents: line?.inCents ?? 0,
          wonCents: line?.outCents ?? 0,
          rebuys: (line?.rebuys ?? 0) + (line?.reEntries ?? 0),
          eliminated: t.players.filter((o) => o.eliminatedById === p.id).map((o) => keyById.get(o.id)!),
          finalTable: p.finishPosition! <= t.maxPlayersPerTable,
        };
      }),
    });
  }
  return { events, attached, games, tournaments, isMember: keys.isMember };
}

/** A digest of everything the table is computed from; a change means the table was recomputed. */
export function inputsDigest(events: SeasonEvent[], scoring: SeasonScoring) {
  const sorted = [...events].sort((a, b) => (a.gameId < b.gameId ? -1 : 1));
  return createHash('sha256').update(JSON.stringify({ sorted, scoring })).digest('hex');
}
