import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends } from '../../../test/harness.ts';
import { useServerWithMail } from '../../../test/with-mail.ts';

describe.each(backends)('dashboard money on %s', (backend) => {
  const ctx = useServerWithMail({ backend });

  it("takes total buy-ins and the cash game's winners from the ledger", async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const winner = await signedIn(ctx.server.url, 'participant');
    const loser = await signedIn(ctx.server.url, 'participant');
    const gameId = (
      await host.post('/api/games', gamePayload({ type: 'cash_game', blindStructure: undefined }))
    ).body.data.game.id;
    // This month, whatever today's date: the figures are calendar-month figures.
    await ctx.server.app.db.execute(sql`update games set scheduled_date = now() where id = ${gameId}`);
    await host.post(`/api/games/${gameId}/participants`, {
      participants: [winner, loser].map((p) => ({ userId: p.user.id, status: 'confirmed' })),
      sendEmailInvitations: false,
    });
    const estimate = (await host.get('/api/dashboard/stats')).body.data.stats.totalBuyInsThisMonth;
    expect(estimate).toEqual([{ currency: 'USD', amount: 40 }]);

    const record = (userId: string, kind: string, amountCents?: number) =>
      host.post(`/api/games/${gameId}/ledger/entries`, { userId, kind, amountCents });
    for (const p of [winner, loser]) expect((await record(p.user.id, 'buy_in')).status).toBe(201);
    expect((await record(winner.user.id, 'top_up', 1000)).status).toBe(201);
    expect((await winner.get('/api/dashboard/stats')).body.data.stats.winRate).toBeNull();
    expect((await record(winner.user.id, 'cash_out', 5000)).status).toBe(201);
    expect((await record(loser.user.id, 'cash_out', 0)).status).toBe(201);

    expect((await host.get('/api/dashboard/stats')).body.data.stats.totalBuyInsThisMonth).toEqual([
      { currency: 'USD', amount: 50 },
    ]);
    expect((await winner.get('/api/dashboard/stats')).body.data.stats.winRate).toBe(100);
    expect((await loser.get('/api/dashboard/stats')).body.data.stats.winRate).toBe(0);
  });
});
