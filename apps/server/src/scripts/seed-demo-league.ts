import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { games } from '../db/schema.ts';
import { type Call, playToTheEnd } from './play-to-the-end.ts';

const day = 24 * 60 * 60_000;
const isoDay = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

/**
 * The demo league: the organizer's league with the regulars, a season scored by the leader-board
 * formula with knockout bonuses, two league nights played to the end (eliminations, a rebuy,
 * payouts) and one to come. Results come from the tournaments and the ledger, as in the app.
 */
export async function seedDemoLeague(
  db: Database['db'],
  call: Call,
  organizer: string,
  players: { email: string; id: string }[],
) {
  const { league } = await call(organizer, 'POST', '/api/leagues', {
    name: 'Thursday League',
    description: 'The regulars, every other Thursday.',
  });
  for (const p of players)
    await call(organizer, 'POST', `/api/leagues/${league.id}/members`, { userId: p.id });
  const { season } = await call(organizer, 'POST', `/api/leagues/${league.id}/seasons`, {
    name: 'Season 1',
    startsOn: isoDay(-60),
    endsOn: isoDay(90),
    scoring: { formula: 'root-field-log-buy-in', knockoutBonus: 2, bountyBonus: 5, attendanceBonus: 1 },
  });

  const night = async (name: string, days: number) => {
    const { game } = await call(organizer, 'POST', '/api/games', {
      name,
      type: 'tournament',
      scheduledDate: new Date(Date.now() + Math.max(days, 1) * day).toISOString(),
      location: { name: "Olivia's place", address: '8 Elm Road', notes: '' },
      buyIn: {
        amount: 20,
        currency: 'USD',
        additionalFees: { houseFee: 0, serviceFee: 0, processingFee: 0 },
        rebuy: { allowed: true, untilLevel: 2 },
      },
      maxParticipants: 10,
      blindStructure: {
        startingChips: 2000,
        levels: [10, 20, 30, 50].map((small, i) => ({
          level: i + 1,
          smallBlind: small,
          bigBlind: small * 2,
          duration: 20,
        })),
        prizePoolBreakdown: {
          payouts: [
            { position: 1, percentage: 65 },
            { position: 2, percentage: 35 },
          ],
        },
      },
    });
    await call(organizer, 'POST', `/api/games/${game.id}/participants`, {
      participants: players.map((p) => ({ userId: p.id, status: 'confirmed' })),
      sendEmailInvitations: false,
    });
    await call(organizer, 'POST', `/api/seasons/${season.id}/games`, { gameId: game.id });
    return game.id as string;
  };

  // Each night: who rebuys, then (out, by) in elimination order; the last one left wins.
  const nights: [string, number, number[], [number, number][]][] = [
    [
      'League Night 1',
      -28,
      [2],
      [
        [4, 0],
        [3, 2],
        [2, 1],
        [1, 0],
      ],
    ],
    [
      'League Night 2',
      -14,
      [],
      [
        [0, 3],
        [2, 1],
        [4, 1],
        [3, 1],
      ],
    ],
  ];
  for (const [name, days, rebuys, busts] of nights) {
    const gameId = await night(name, days);
    const idOf = (i: number) => players[i]!.id;
    await playToTheEnd(call, organizer, gameId, {
      entrants: players.map((p) => p.id),
      rebuys: rebuys.map(idOf),
      busts: busts.map(([out, by]) => [idOf(out), idOf(by)] as const),
    });
    await db
      .update(games)
      .set({ scheduledDate: new Date(Date.now() + days * day) })
      .where(eq(games.id, gameId));
  }
  await night('League Night 3', 6);
}
