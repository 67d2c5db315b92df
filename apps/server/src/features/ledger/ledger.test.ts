import { ledgerMessages as m } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { dollarBuyIn, oneLevelStructure, signedIn } from '../../../test/fixtures.ts';
import { backends, useTestServer } from '../../../test/harness.ts';
import {
  follow,
  gameWithPlayers,
  ledgerOf,
  recordEntry,
  waitFor,
} from '../../../test/tournament-fixtures.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { insertEntries } from './ledger.repository.ts';

type Client = Awaited<ReturnType<typeof signedIn>>;
const rebuyTerms = dollarBuyIn(
  20,
  { houseFee: 2, serviceFee: 0.5 },
  {
    rebuy: { allowed: true, untilLevel: 1 },
    addOn: { allowed: true, price: 10, chips: 3000, untilLevel: 1 },
    payoutRounding: 1,
  },
);

describe.each(backends)('ledger on %s', (backend) => {
  const server = useTestServer({ backend });

  it('records buy-ins, rebuys and an add-on; the pool (entries minus house fees) is live on the clock and paid out exactly', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 4, { buyIn: rebuyTerms });
    const [ann, bob] = players.map((p) => p.user.id);
    const first = await recordEntry(host, gameId, { userId: ann, kind: 'buy_in', note: 'cash' });
    expect(first.status).toBe(201);
    expect(first.body.data.entry).toMatchObject({
      kind: 'buy_in',
      amountCents: 2000,
      chips: 2000,
      houseFeeCents: 200,
      serviceFeeCents: 50,
      participantName: 'Player0 Lovelace',
      note: 'cash',
      reversesEntryId: null,
    });
    expect(first.body.data.entry.recordedByName).toMatch(/Lovelace/);
    const others = first.body.data.ledger.players.filter((p: any) => p.userId !== ann);
    for (const p of others)
      await recordEntry(host, gameId, { participantId: p.participantId, kind: 'buy_in' });
    expect((await recordEntry(host, gameId, { userId: ann, kind: 'buy_in' })).body.error.message).toBe(
      m.alreadyBoughtIn,
    );
    // Rebuys happen while the tournament runs.
    expect((await recordEntry(host, gameId, { userId: ann, kind: 'rebuy' })).body.error.message).toBe(
      m.tournamentNotStarted,
    );

    const started = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    const tv = await follow(server.url, started.id, {
      displayToken: started.displayUrl.split('/display/')[1],
    });
    expect(tv.joined.clock.totalPrizePool).toBe(72);

    const rebuy = await recordEntry(host, gameId, { userId: bob, kind: 'rebuy' });
    expect(rebuy.status).toBe(201);
    expect(rebuy.body.data.entry).toMatchObject({ amountCents: 2000, chips: 2000, houseFeeCents: 0 });
    // The display follows the pool as entries come in.
    await waitFor(() =>
      tv.events.some((e) => e.name === 'tournament-state-changed' && e.payload.clock.totalPrizePool === 92),
    );
    await recordEntry(host, gameId, { userId: bob, kind: 'rebuy', amountCents: 2000 });
    const addOn = await recordEntry(host, gameId, { userId: ann, kind: 'add_on' });
    expect(addOn.body.data.entry).toMatchObject({ amountCents: 1000, chips: 3000 });
    expect((await recordEntry(host, gameId, { userId: ann, kind: 'add_on' })).body.error.message).toBe(
      m.alreadyAddOn,
    );

    const ledger = addOn.body.data.ledger;
    expect(ledger.prizePool).toEqual({
      grossCents: 4 * 2000 + 2 * 2000 + 1000,
      houseFeeCents: 800,
      netPoolCents: 12_200,
      entries: 4,
      isFinal: false,
    });
    // $122 at 70/30 in whole dollars is 85.4 : 36.6 → $85 and $37, the dollar to the larger remainder.
    expect(ledger.payouts.map((p: any) => p.amountCents)).toEqual([8_500, 3_700]);
    expect(ledger.payouts.reduce((n: number, p: any) => n + p.amountCents, 0)).toBe(12_200);
    const bobRow = ledger.players.find((p: any) => p.userId === bob);
    expect(bobRow).toMatchObject({
      buyInStatus: 'paid',
      inCents: 6000,
      feesCents: 50,
      netCents: -6050,
      rebuys: 2,
    });

    const state = (await host.get(`/api/games/${gameId}/tournament`)).body.data.tournament;
    expect(state.totalPrizePool).toBe(122);
    expect(state.players.find((p: any) => p.userId === bob).chipCount).toBe(2000 + 2 * 2000);
    expect(state.players.find((p: any) => p.userId === ann).chipCount).toBe(2000 + 3000);
    // The manage page's Paid badge follows the ledger.
    const game = (await host.get(`/api/games/${gameId}`)).body.data.game;
    expect(game.participants.every((p: any) => p.buyInPaid)).toBe(true);
    expect(game.buyIn.rebuy).toEqual({
      allowed: true,
      price: null,
      chips: null,
      untilLevel: 1,
      maxPerPlayer: null,
      atOrBelowStartingStack: false,
    });

    // Past level 1 the rebuy and add-on periods are over: the pool is final.
    await host.post(`/api/tournaments/${started.id}/advance`);
    const late = await recordEntry(host, gameId, { userId: bob, kind: 'rebuy' });
    expect(late.status).toBe(400);
    expect(late.body.error).toMatchObject({ message: m.rebuyClosed(1), fields: { kind: m.rebuyClosed(1) } });
    expect((await ledgerOf(host, gameId)).prizePool.isFinal).toBe(true);
    tv.socket.close();
  });

  it('refuses entries the game does not allow, with the message, and changes nothing', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 2);
    const userId = players[0]!.user.id;
    await recordEntry(host, gameId, { userId, kind: 'buy_in' });
    await host.post(`/api/tournaments/${gameId}/start`, {});
    for (const [kind, message] of [
      ['rebuy', m.rebuyNotAllowed],
      ['add_on', m.addOnNotAllowed],
      ['re_entry', m.reEntryNotAllowed],
      ['top_up', m.cashOnly],
      ['payout', m.amountRequired],
    ] as const) {
      const res = await recordEntry(host, gameId, { userId, kind });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await recordEntry(host, gameId, { kind: 'buy_in' })).body.error.message).toBe(m.playerRequired);
    const stranger = await signedIn(server.url, 'participant');
    expect(
      (await recordEntry(host, gameId, { userId: stranger.user.id, kind: 'buy_in' })).body.error.message,
    ).toBe(m.playerNotInGame);
    expect((await ledgerOf(host, gameId)).entries).toHaveLength(1);
  });

  it('lets players read the ledger but only the host write it; strangers learn nothing', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 2);
    const [player] = players as [Client];
    const entry = (await recordEntry(host, gameId, { userId: player.user.id, kind: 'buy_in' })).body.data
      .entry;
    const stranger = await signedIn(server.url, 'host');

    const asPlayer = await player.get(`/api/games/${gameId}/ledger`);
    expect(asPlayer.status).toBe(200);
    expect(asPlayer.body.data.ledger).toMatchObject({ canManage: false, entries: [{ id: entry.id }] });
    expect((await stranger.get(`/api/games/${gameId}/ledger`)).status).toBe(404);

    for (const [client, status] of [
      [player, 403],
      [stranger, 404],
    ] as const) {
      expect((await recordEntry(client, gameId, { userId: player.user.id, kind: 'buy_in' })).status).toBe(
        status,
      );
      const reverse = await client.post(`/api/games/${gameId}/ledger/entries/${entry.id}/reverse`, {
        reason: 'mine',
      });
      expect(reverse.status).toBe(status);
      expect((await client.post(`/api/games/${gameId}/ledger/payouts`)).status).toBe(status);
    }
    expect((await ledgerOf(host, gameId)).entries).toHaveLength(1);
    // Append-only: there is no way to change or delete an entry.
    expect(
      (await host.patch(`/api/games/${gameId}/ledger/entries/${entry.id}`, { amountCents: 1 })).status,
    ).toBe(404);
    expect((await host.delete(`/api/games/${gameId}/ledger/entries/${entry.id}`)).status).toBe(404);
  });

  it('corrects with a reversing entry, once: a second reversal, even at the same moment, is a 409', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 2);
    const userId = players[0]!.user.id;
    const entry = (await recordEntry(host, gameId, { userId, kind: 'buy_in', amountCents: 2500 })).body.data
      .entry;

    const [a, b] = await Promise.all(
      ['typo', 'typo again'].map((reason) =>
        host.post(`/api/games/${gameId}/ledger/entries/${entry.id}/reverse`, { reason }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([201, 409]);
    const won = a!.status === 201 ? a! : b!;
    expect(won.body.data.entry).toMatchObject({
      kind: 'buy_in',
      amountCents: -2500,
      chips: -2000,
      houseFeeCents: -200,
      reversesEntryId: entry.id,
    });
    expect((a!.status === 409 ? a! : b!).body.error.message).toBe(m.alreadyReversed);
    const ledger = won.body.data.ledger;
    expect(ledger.entries).toHaveLength(2);
    expect(ledger.entries[0]).toMatchObject({
      id: entry.id,
      amountCents: 2500,
      reversedByEntryId: won.body.data.entry.id,
    });
    expect(ledger.players.find((p: any) => p.userId === userId)).toMatchObject({
      buyInStatus: 'pending',
      inCents: 0,
    });
    const reversal = won.body.data.entry.id;
    const again = await host.post(`/api/games/${gameId}/ledger/entries/${reversal}/reverse`, { reason: 'x' });
    expect(again.body.error.message).toBe(m.reversalOfReversal);
    expect(
      (await host.post(`/api/games/${gameId}/ledger/entries/${entry.id}/reverse`, {})).body.error.message,
    ).toBe(m.reasonRequired);
    // The player can buy in again after the correction.
    expect((await recordEntry(host, gameId, { userId, kind: 'buy_in' })).status).toBe(201);
    // Under the lock sits the unique index: even a write that skipped the checks cannot reverse twice.
    const sneaky = insertEntries(server.app.db, [
      { gameId, playerName: 'x', kind: 'buy_in', amountCents: -1, reversesEntryId: entry.id },
    ]);
    await expect(sneaky).rejects.toSatisfy(isUniqueViolation);
  });

  it('records the payouts of a completed tournament once, by finishing position', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 3);
    for (const p of players) await recordEntry(host, gameId, { userId: p.user.id, kind: 'buy_in' });
    expect((await host.post(`/api/games/${gameId}/ledger/payouts`)).body.error.message).toBe(
      m.tournamentNotComplete,
    );
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    const [x, y] = t.players;
    await host.post(`/api/tournaments/${t.id}/eliminate`, { playerId: x.id });
    await host.post(`/api/tournaments/${t.id}/eliminate`, { playerId: y.id });
    const paid = await host.post(`/api/games/${gameId}/ledger/payouts`);
    expect(paid.status).toBe(200);
    // 3 × (20 − 2) = 54 with the game's 70/30.
    expect(paid.body.data.entries.map((e: any) => e.amountCents).sort()).toEqual([1620, 3780]);
    expect(paid.body.data.ledger.payouts).toEqual([
      expect.objectContaining({ position: 1, amountCents: 3780, recordedCents: 3780 }),
      expect.objectContaining({ position: 2, amountCents: 1620, playerName: y.name, recordedCents: 1620 }),
    ]);
    expect((await host.post(`/api/games/${gameId}/ledger/payouts`)).body.data.entries).toEqual([]);
    const results = (await host.get(`/api/games/${gameId}/tournament`)).body.data.tournament.players;
    expect(results.find((p: any) => p.id === y.id).payout).toBe(16.2);
  });

  it('pays $100 at 83.76 / 16.24 % as $83.76 and $16.24, to the cent (issue 26, finding 3)', async () => {
    // Before: a float multiply then floor recorded $83.77 and $16.23.
    const blinds = oneLevelStructure(2000, 30, [83.76, 16.24]);
    const { host, players, gameId } = await gameWithPlayers(server.url, 5, {
      buyIn: dollarBuyIn(20, {}),
      blindStructure: blinds,
    });
    for (const p of players) await recordEntry(host, gameId, { userId: p.user.id, kind: 'buy_in' });
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    for (const p of t.players.slice(0, 4))
      await host.post(`/api/tournaments/${t.id}/eliminate`, { playerId: p.id });
    const paid = await host.post(`/api/games/${gameId}/ledger/payouts`);
    expect(paid.status).toBe(200);
    expect(paid.body.data.ledger.prizePool.netPoolCents).toBe(10_000);
    expect(paid.body.data.ledger.payouts.map((p: any) => p.amountCents)).toEqual([8_376, 1_624]);
    expect(paid.body.data.entries.map((e: any) => e.amountCents).sort()).toEqual([1_624, 8_376]);
  });

  it('seats an eliminated player again with a new stack on a re-entry during late registration', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 3, {
      buyIn: {
        amount: 20,
        currency: 'USD',
        reEntry: { allowed: true, untilLevel: 1 },
        rebuy: { allowed: true },
        addOn: { allowed: true },
      },
    });
    for (const p of players) await recordEntry(host, gameId, { userId: p.user.id, kind: 'buy_in' });
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    const out = t.players[0];
    await host.post(`/api/tournaments/${t.id}/eliminate`, { playerId: out.id });
    const back = await recordEntry(host, gameId, { userId: out.userId, kind: 're_entry' });
    expect(back.status).toBe(201);
    // The ledger's listeners are awaited: the answer comes once the player is seated.
    const state = (await host.get(`/api/tournaments/${t.id}`)).body.data.tournament;
    expect(state.players.find((p: any) => p.id === out.id)).toMatchObject({
      status: 'active',
      chipCount: 2000,
      finishPosition: null,
    });
    expect(state.players.find((p: any) => p.id === out.id).seatNumber).not.toBeNull();
    expect(state.playersRemaining).toBe(3);
    expect(back.body.data.ledger.prizePool.entries).toBe(4);
    expect(back.body.data.ledger.players.find((p: any) => p.userId === out.userId).seat).toBe('active');
    // Still in: no second re-entry. Out again: a rebuy brings them back too, an add-on does not.
    expect(
      (await recordEntry(host, gameId, { userId: out.userId, kind: 're_entry' })).body.error.message,
    ).toBe(m.reEntryWhileIn);
    await host.post(`/api/tournaments/${t.id}/eliminate`, { playerId: out.id });
    expect((await recordEntry(host, gameId, { userId: out.userId, kind: 'add_on' })).body.error.message).toBe(
      m.addOnEliminated,
    );
    expect((await recordEntry(host, gameId, { userId: out.userId, kind: 'rebuy' })).status).toBe(201);
    const again = (await host.get(`/api/tournaments/${t.id}`)).body.data.tournament;
    expect(again.players.find((p: any) => p.id === out.id)).toMatchObject({
      status: 'active',
      chipCount: 2000,
    });
    // After late registration a re-entry is refused with the rule's words.
    await host.post(`/api/tournaments/${t.id}/advance`, {});
    await host.post(`/api/tournaments/${t.id}/eliminate`, { playerId: out.id });
    expect(
      (await recordEntry(host, gameId, { userId: out.userId, kind: 're_entry' })).body.error.message,
    ).toBe(m.reEntryClosed);
  });
});
