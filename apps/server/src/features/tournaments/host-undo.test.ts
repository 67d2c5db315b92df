import { tournamentEvents } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { dollarBuyIn } from '../../../test/fixtures.ts';
import { backends, useTestServer } from '../../../test/harness.ts';
import { cookieOf, follow, gameWithPlayers, waitFor } from '../../../test/tournament-fixtures.ts';

const buyIn = dollarBuyIn(
  20,
  {},
  {
    rebuy: { allowed: true, untilLevel: 2 },
    addOn: { allowed: true, price: 10, chips: 3000, untilLevel: 2 },
  },
);

/** The host's undo stack from the clock view: each kind of action, undone in reverse order. */
describe.each(backends)('undo of the host actions on %s', (backend) => {
  // A fresh database with every migration: slow on a busy machine.
  const server = useTestServer({ backend }, 240_000);

  it('undoes clock actions to the exact stored clock, an elimination, a rebuy and an add-on', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 3, { buyIn });
    const started = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data;
    const id = started.tournament.id as string;
    const post = async (action: string, body?: unknown) => {
      const res = await host.post(`/api/tournaments/${id}/${action}`, body);
      expect(res.status, `${action}: ${JSON.stringify(res.body.error)}`).toBe(200);
      return res.body.data;
    };
    const feed = await follow(server.url, id, { cookie: cookieOf(host) });
    expect(feed.joined.tournament.undoLabel).toBeNull();
    expect((await host.post(`/api/tournaments/${id}/undo`)).status).toBe(409);

    // Clock: pause, then next level; undo twice brings back the very end time it had.
    const endsAt = started.clock.blindLevelEndTime;
    const paused = await post('pause', { reason: 'Dinner' });
    expect(paused.tournament.undoLabel).toBe('Pause');
    const advanced = await post('advance');
    expect(advanced.clock.currentLevel).toBe(2);
    expect(advanced.tournament.undoLabel).toBe('Next level');
    const back = await post('undo');
    expect(back.message).toBe('Undone: Next level');
    expect(back.clock).toMatchObject({ currentLevel: 1, clockState: 'paused', pauseReason: 'Dinner' });
    const running = await post('undo');
    expect(running.clock).toMatchObject({
      clockState: 'running',
      blindLevelEndTime: endsAt,
      pauseReason: null,
    });
    // Add time and a break are undone the same way.
    const added = await post('add-time');
    expect(Date.parse(added.clock.blindLevelEndTime) - Date.parse(endsAt)).toBe(60_000);
    await post('break');
    expect((await post('undo')).clock.isOnBreak).toBe(false);
    expect((await post('undo')).clock.blindLevelEndTime).toBe(endsAt);

    // Elimination with the player who busted them; undo brings them back to their seat.
    const [a, b] = started.tournament.players as {
      id: string;
      name: string;
      tableNumber: number;
      seatNumber: number;
    }[];
    const out = await post('eliminate', { playerId: a!.id, eliminatedByPlayerId: b!.id });
    expect(out.tournament.eliminations[0]).toMatchObject({ playerName: a!.name, eliminatedByName: b!.name });
    await waitFor(() => feed.events.some((e) => e.name === tournamentEvents.eliminated));
    expect(feed.events.find((e) => e.name === tournamentEvents.eliminated)!.payload).toMatchObject({
      playerName: a!.name,
      eliminatedByName: b!.name,
      position: 3,
    });
    const restored = await post('undo');
    const again = restored.tournament.players.find((p: { id: string }) => p.id === a!.id);
    expect(again).toMatchObject({
      status: 'active',
      tableNumber: a!.tableNumber,
      seatNumber: a!.seatNumber,
      chipCount: 2000,
    });
    expect(restored.clock.playersRemaining).toBe(3);
    await waitFor(() => feed.events.some((e) => e.name === tournamentEvents.undone));

    // Rebuy and add-on go through the ledger; undo reverses the entry and the chips.
    const stack = (data: any) =>
      data.tournament.players.find((p: { id: string }) => p.id === b!.id).chipCount;
    const before = stack(restored);
    const bought = await host.post(`/api/games/${gameId}/ledger/entries`, {
      userId: (b as unknown as { userId: string }).userId,
      kind: 'buy_in',
    });
    expect(bought.status).toBe(201);
    const rebought = await post('rebuy', { playerId: b!.id });
    expect(stack(rebought)).toBe(before + 2000);
    expect(rebought.tournament.undoLabel).toBe(`Rebuy for ${b!.name}`);
    const addOn = await post('add-on', { playerId: b!.id });
    expect(stack(addOn)).toBe(before + 5000);
    const ledgerOf = async () => (await host.get(`/api/games/${gameId}/ledger`)).body.data.ledger;
    expect((await ledgerOf()).entries.filter((e: { kind: string }) => e.kind !== 'buy_in')).toHaveLength(2);

    expect(stack(await post('undo'))).toBe(before + 2000);
    expect(stack(await post('undo'))).toBe(before);
    const ledger = await ledgerOf();
    // Each undone entry has its correction: the ledger nets to the buy-ins alone.
    const moves = ledger.entries.filter((e: { kind: string }) => e.kind === 'rebuy' || e.kind === 'add_on');
    expect(moves).toHaveLength(4);
    expect(moves.reduce((n: number, e: { amountCents: number }) => n + e.amountCents, 0)).toBe(0);
    expect((await host.post(`/api/tournaments/${id}/undo`)).status).toBe(409);
    feed.socket.disconnect();
  });

  it('undoes the last elimination of a finished tournament: it is running again, nobody paid', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 2, { buyIn });
    const started = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data;
    const id = started.tournament.id as string;
    const [a, b] = started.tournament.players as { id: string }[];
    const done = (
      await host.post(`/api/tournaments/${id}/eliminate`, { playerId: a!.id, eliminatedByPlayerId: b!.id })
    ).body.data;
    expect(done.tournament.status).toBe('completed');
    // Only the host undoes.
    expect((await players[0]!.post(`/api/tournaments/${id}/undo`)).status).toBe(403);
    const undone = (await host.post(`/api/tournaments/${id}/undo`)).body.data;
    expect(undone.tournament.status).toBe('active');
    expect(undone.clock.clockState).toBe('running');
    expect(undone.tournament.players.every((p: { payout: number | null }) => p.payout === null)).toBe(true);
  });
});
