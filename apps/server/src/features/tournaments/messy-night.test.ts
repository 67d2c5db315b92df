import {
  gameMessages,
  idempotencyMessages,
  ledgerMessages as m,
  tournamentMessages,
} from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { dollarBuyIn, gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends, useTestServer } from '../../../test/harness.ts';
import { gameWithPlayers, ledgerOf } from '../../../test/tournament-fixtures.ts';

type Player = {
  id: string;
  name: string;
  status: string;
  finishPosition: number | null;
  participantId: string;
};

/** A $20 game with rebuys and late registration left "while the tournament runs" (no level). */
const messyTerms = (maxParticipants: number) => ({
  maxParticipants,
  buyIn: dollarBuyIn(20, {}, { rebuy: { allowed: true }, reEntry: { allowed: true } }),
});

async function started(url: string, players: number, maxParticipants = players) {
  const { host, gameId } = await gameWithPlayers(url, players, messyTerms(maxParticipants));
  const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
  await host.post(`/api/games/${gameId}/ledger/check-in`, {
    participantIds: t.players.map((p: Player) => p.participantId),
  });
  const post = (path: string, body: unknown = {}) => host.post(`/api/tournaments/${t.id}/${path}`, body);
  const state = async () => (await host.get(`/api/tournaments/${t.id}`)).body.data.tournament;
  return { host, gameId, id: t.id as string, post, state };
}

/** Every player's place once the tournament is complete: 1..N, each once. */
const placesOf = (players: Player[]) => players.map((p) => p.finishPosition).sort((a, b) => a! - b!);
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Issue 28, points 1-4 (docs/game-night.md, "Issue 28"): the night as a real host lives it. */
describe.each(backends)('a messy night on %s', (backend) => {
  const server = useTestServer({ backend });

  it('seats a walk-in at the maximum only when the host says so, raising the maximum; empty late level means while it runs', async () => {
    const { host, gameId, post, state } = await started(server.url, 3);
    const t = await state();
    // Re-entry allowed with no level: late registration is open while the tournament runs.
    expect(t.configuration).toMatchObject({ allowLateRegistration: true, lateRegistrationEndLevel: null });
    // A busted player still counts: the spec's maximum is players not declined, not seats in play.
    await post('eliminate', { playerId: t.players[0].id });
    const walkIn = { guest: { firstName: 'Walk', lastName: 'In' } };
    const asked = await post('late-entry', walkIn);
    expect(asked.status).toBe(409);
    expect(asked.body.error.message).toBe(tournamentMessages.walkInAtMaximum(3));
    expect(asked.body.error.fields).toHaveProperty('beyondMaximum');
    // Nothing was written: no guest on the game, no buy-in.
    expect((await host.get(`/api/games/${gameId}`)).body.data.game.participants).toHaveLength(3);

    const seated = await post('late-entry', { ...walkIn, beyondMaximum: true });
    expect(seated.status).toBe(200);
    expect(seated.body.data.message).toMatch(/^Walk In joined at table \d, seat \d$/);
    const game = (await host.get(`/api/games/${gameId}`)).body.data.game;
    expect(game.maxParticipants).toBe(4);
    expect(game.participants).toHaveLength(4);
    const ledger = await ledgerOf(host, gameId);
    expect(ledger.players.find((p: { name: string }) => p.name === 'Walk In')).toMatchObject({ buyIns: 1 });
    // The busted player moved down one place: the walk-in finishes above them or later.
    expect((await state()).players.find((p: Player) => p.id === t.players[0].id).finishPosition).toBe(4);
    // The same guest again is refused by name, in the card's words.
    const again = await post('late-entry', { ...walkIn, beyondMaximum: true });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('A guest with this name is already invited');
  });

  it('refuses a walk-in beyond the host’s own ceiling with the spec’s message', async () => {
    // A host's ceiling is 30 players: a game of 30 at its maximum takes no 31st, override or not.
    const host = await signedIn(server.url, 'host');
    const game = (await host.post('/api/games', gamePayload(messyTerms(30)))).body.data.game;
    const guests = Array.from({ length: 30 }, (_, i) => ({
      isGuest: true,
      guestFirstName: 'Guest',
      guestLastName: `No${i}`,
    }));
    const added = await host.post(`/api/games/${game.id}/participants`, {
      participants: guests,
      sendEmailInvitations: false,
    });
    expect(added.body.data.errors).toEqual([]);
    const t = (await host.post(`/api/tournaments/${game.id}/start`, {})).body.data.tournament;
    const refused = await host.post(`/api/tournaments/${t.id}/late-entry`, {
      guest: { firstName: 'One', lastName: 'Toomany' },
      beyondMaximum: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(gameMessages.maxParticipants(30));
  });

  it('places a player who busts 9th, rebuys and busts again once: places 1..N everywhere', async () => {
    const { host, gameId, post, state } = await started(server.url, 10);
    let t = await state();
    const byName = (name: string) => t.players.find((p: Player) => p.name.startsWith(name)) as Player;
    const bust = async (name: string) => {
      const r = await post('eliminate', { playerId: byName(name).id });
      expect(r.status).toBe(200);
      t = r.body.data.tournament;
      return r.body.data.message as string;
    };
    expect(await bust('Player0')).toBe(`${byName('Player0').name} finished in place 10`);
    expect(await bust('Player1')).toMatch(/place 9$/);
    // Player1 rebuys: back in, the 9th no longer stands.
    t = (await post('rebuy', { playerId: byName('Player1').id })).body.data.tournament;
    expect(byName('Player1')).toMatchObject({ status: 'active', finishPosition: null });
    expect(await bust('Player2')).toMatch(/place 9$/);
    expect(await bust('Player1')).toMatch(/place 8$/);
    // An undo of the last bust and a redo keep the places.
    await post('undo');
    t = await state();
    expect(byName('Player1').status).toBe('active');
    expect(await bust('Player1')).toMatch(/place 8$/);
    for (const name of ['Player3', 'Player4', 'Player5', 'Player6', 'Player7', 'Player8']) await bust(name);
    expect(t.status).toBe('completed');
    expect(placesOf(t.players)).toEqual(oneToN(10));
    expect(byName('Player9').finishPosition).toBe(1);
    // The results (the ledger's players) and the eliminations list say the same.
    const ledger = await ledgerOf(host, gameId);
    expect(placesOf(ledger.players)).toEqual(oneToN(10));
    expect(
      t.eliminations.map((e: { position: number }) => e.position).sort((a: number, b: number) => a - b),
    ).toEqual(oneToN(10).slice(1));
  });

  it('counts the payouts a finished tournament owes, prompts for them and settles who pays whom', async () => {
    const { host, gameId, post, state } = await started(server.url, 3);
    const t = await state();
    await post('eliminate', { playerId: t.players[0].id });
    await post('eliminate', { playerId: t.players[1].id });
    let ledger = await ledgerOf(host, gameId);
    expect(ledger.tournament.status).toBe('completed');
    // $60 in the pool: 70/30 for 3 players of the game's table → $42 and $18 owed, none recorded.
    const winner = ledger.players.find((p: Player & { payoutOwedCents: number }) => p.finishPosition === 1);
    expect(winner).toMatchObject({ netCents: -2_000, payoutOwedCents: 4_200 });
    expect(winner.netCents + winner.payoutOwedCents).toBeGreaterThan(0);
    // Who pays whom counts them: the loser pays the winners, nothing left over.
    expect(ledger.settleUp).toMatchObject({ balanced: true, imbalanceCents: 0, missingCashOuts: [] });
    const received = (name: string) =>
      ledger.settleUp.transfers
        .filter((x: { toName: string }) => x.toName === name)
        .reduce((n: number, x: { amountCents: number }) => n + x.amountCents, 0);
    expect(received(winner.name)).toBe(2_200);
    // Recorded once, whatever a double tap sends; afterwards nothing is owed and the nets are the same.
    const taps = await Promise.all([
      host.post(`/api/games/${gameId}/ledger/payouts`),
      host.post(`/api/games/${gameId}/ledger/payouts`),
    ]);
    expect(taps.map((r) => r.status)).toEqual([200, 200]);
    ledger = await ledgerOf(host, gameId);
    expect(ledger.entries.filter((e: { kind: string }) => e.kind === 'payout')).toHaveLength(2);
    const after = ledger.players.find((p: Player) => p.finishPosition === 1);
    expect(after).toMatchObject({ netCents: 2_200, payoutOwedCents: 0 });
  });
});

describe.each(backends)('a wrong cash-out on %s', (backend) => {
  const server = useTestServer({ backend });
  const cashGame = {
    type: 'cash_game',
    blindStructure: undefined,
    buyIn: { amount: 50, currency: 'USD', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
  };

  async function cashNight() {
    const { host, players, gameId } = await gameWithPlayers(server.url, 3, cashGame);
    const seats = (await host.get(`/api/games/${gameId}`)).body.data.game.participants as { id: string }[];
    await host.post(`/api/games/${gameId}/ledger/check-in`, { participantIds: seats.map((s) => s.id) });
    const cashOut = (i: number, amountCents: number) =>
      host.post(`/api/games/${gameId}/ledger/entries`, {
        userId: players[i]!.user.id,
        kind: 'cash_out',
        amountCents,
      });
    return { host, gameId, cashOut };
  }

  it('corrects a wrong cash-out with a reversal and the right one, once, in the history', async () => {
    const { host, gameId, cashOut } = await cashNight();
    const wrong = (await cashOut(0, 9_000)).body.data.entry;
    await cashOut(1, 4_000);
    await cashOut(2, 3_000);
    // $150 in, $160 out: the books are $10 out, and the gap is its own party, not one loser's.
    let ledger = await ledgerOf(host, gameId);
    expect(ledger.settleUp).toMatchObject({ balanced: false, imbalanceCents: 1_000 });
    expect(ledger.settleUp.transfers.some((x: { fromName: string }) => x.fromName === m.gap)).toBe(true);
    // A second cash-out is still refused; the correction is the way.
    expect((await cashOut(0, 8_000)).body.error.message).toBe(m.alreadyCashedOut);
    const key = { 'idempotency-key': '"correct-cash-out-1"' };
    const body = { amountCents: 8_000, reason: 'Counted a $10 chip twice' };
    const url = `/api/games/${gameId}/ledger/entries/${wrong.id}/correct`;
    // A double tap: one correction; the other is told the first is in flight, or replays its answer.
    const taps = await Promise.all([
      host.request('POST', url, body, key),
      host.request('POST', url, body, key),
    ]);
    for (const tap of taps) {
      expect([201, 409]).toContain(tap.status);
      if (tap.status === 409) expect(tap.body.error.message).toBe(idempotencyMessages.inFlight);
    }
    const first = taps.find((tap) => tap.status === 201)!;
    const retry = await host.request('POST', url, body, key);
    expect(retry.status).toBe(201);
    expect(retry.body.data.entry.id).toBe(first.body.data.entry.id);
    // Without the key, a second correction of the same entry finds it reversed.
    expect((await host.post(url, body)).status).toBe(409);
    ledger = await ledgerOf(host, gameId);
    const outs = ledger.entries.filter((e: { kind: string }) => e.kind === 'cash_out');
    const amounts = outs.map((e: { amountCents: number }) => e.amountCents);
    // The reversal and the right amount are written in one transaction: one instant, either order.
    expect(amounts.slice(0, 3)).toEqual([9_000, 4_000, 3_000]);
    expect(amounts.slice(3).sort()).toEqual([-9_000, 8_000].sort());
    // Same instant, so the history may list either first; each carries the reason.
    const noteOf = (cents: number) => outs.find((e: { amountCents: number }) => e.amountCents === cents).note;
    expect(noteOf(8_000)).toBe(m.correctionOf('Counted a $10 chip twice'));
    expect(noteOf(-9_000)).toContain('Counted a $10 chip twice');
    expect(ledger.settleUp).toMatchObject({ balanced: true, imbalanceCents: 0 });
  });

  it('ends a cash game out of balance only once the host has seen the gap', async () => {
    const { host, gameId, cashOut } = await cashNight();
    await cashOut(0, 9_000);
    await cashOut(1, 4_000);
    await cashOut(2, 3_000);
    const asked = await host.post(`/api/games/${gameId}/end`, {});
    expect(asked.status).toBe(409);
    expect(asked.body.error.message).toContain('$10.00 more cashed out than paid in');
    expect(asked.body.error.fields).toEqual({ gapCents: '1000' });
    // A gap that is not the one on the books is asked about again.
    expect((await host.post(`/api/games/${gameId}/end`, { gapCents: 500 })).status).toBe(409);
    expect((await host.get(`/api/games/${gameId}`)).body.data.game.status).toBe('scheduled');
    const ended = await host.post(`/api/games/${gameId}/end`, { gapCents: 1_000 });
    expect(ended.status).toBe(200);
    expect(ended.body.data.game.status).toBe('completed');
  });
});
