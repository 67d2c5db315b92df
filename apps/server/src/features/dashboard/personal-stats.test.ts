import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dollarBuyIn } from '../../../test/fixtures.ts';
import { backends } from '../../../test/harness.ts';
import { gameWithPlayers } from '../../../test/tournament-fixtures.ts';
import { useServerWithMail } from '../../../test/with-mail.ts';

// A player's own money and places (decision 0039): his buy-ins, not the pot; his place and net
// right after the last knockout, before and after the host records the payouts.
describe.each(backends)('personal stats on %s', (backend) => {
  const ctx = useServerWithMail({ backend });

  it('shows each player his own buy-ins, place and net, never the whole pot or himself as a player', async () => {
    const { host, players, gameId } = await gameWithPlayers(ctx.server.url, 3, {
      buyIn: dollarBuyIn(20, {}),
    });
    await ctx.server.app.db.execute(sql`update games set scheduled_date = now() where id = ${gameId}`);
    for (const p of players)
      await host.post(`/api/games/${gameId}/ledger/entries`, { userId: p.user.id, kind: 'buy_in' });
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    const seatOf = (userId: string) => t.players.find((p: { userId: string }) => p.userId === userId);
    const [third, second, winner] = players.map((p) => seatOf(p.user.id));
    const bust = (busted: { id: string }) =>
      host.post(`/api/tournaments/${t.id}/eliminate`, {
        playerId: busted.id,
        eliminatedByPlayerId: winner.id,
      });
    // Before any result: his money in, no place yet.
    const before = (await players[2]!.get('/api/dashboard/stats')).body.data.stats;
    expect(before.yourBuyInsThisMonth).toEqual([{ currency: 'USD', amount: 20 }]);
    expect(before.totalBuyInsThisMonth).toEqual([]);
    expect(before.activePlayersThisMonth).toBe(2);
    expect(before.lastResult).toBeNull();
    expect((await bust(third)).status).toBe(200);
    expect((await bust(second)).status).toBe(200);

    // $60 pool, 70/30: the winner took $42 for his $20, before the host recorded anything.
    const won = (await players[2]!.get('/api/dashboard/stats')).body.data.stats;
    expect(won.lastResult).toMatchObject({ gameId, place: 1, fieldSize: 3, net: 22, paidIn: 20 });
    expect(won.yourNetThisMonth).toEqual([{ currency: 'USD', amount: 22 }]);
    expect((await players[0]!.get('/api/dashboard/stats')).body.data.stats.lastResult).toMatchObject({
      place: 3,
      net: -20,
    });
    // The host, who did not play, sees the pot of his game and no result of his own.
    const hosted = (await host.get('/api/dashboard/stats')).body.data.stats;
    expect(hosted.totalBuyInsThisMonth).toEqual([{ currency: 'USD', amount: 60 }]);
    expect(hosted.yourBuyInsThisMonth).toEqual([]);
    expect(hosted.lastResult).toBeNull();

    // Recording the payouts changes nothing for him: the same $42, not twice.
    expect((await host.post(`/api/games/${gameId}/ledger/payouts`, {})).status).toBe(200);
    const stats = (await players[2]!.get('/api/users/me/stats')).body.data;
    expect(stats).toMatchObject({ played: 1, wins: 1, inTheMoney: 1, bestPlace: 1 });
    expect(stats.net).toEqual([{ currency: 'USD', amount: 22 }]);
    expect(stats.results).toHaveLength(1);
    const second2 = (await players[1]!.get('/api/users/me/stats')).body.data;
    expect(second2).toMatchObject({ played: 1, wins: 0, inTheMoney: 1, bestPlace: 2 });
    expect(second2.net).toEqual([{ currency: 'USD', amount: -2 }]);
    expect((await host.get('/api/users/me/stats')).body.data).toMatchObject({ played: 0, bestPlace: null });
  });
});
