import { gameMessages, ledgerMessages as m } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { backends, useTestServer } from '../../../test/harness.ts';
import { gameWithPlayers } from '../../../test/tournament-fixtures.ts';

const cashGame = {
  type: 'cash_game',
  blindStructure: undefined,
  buyIn: { amount: 50, currency: 'USD', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
};

/** The check-in list writes buy-ins to the ledger; a cash game is ended and settled (docs/ledger.md). */
describe.each(backends)('check-in and ending a cash game on %s', (backend) => {
  const server = useTestServer({ backend });

  const seatsOf = async (host: Awaited<ReturnType<typeof gameWithPlayers>>['host'], gameId: string) =>
    (await host.get(`/api/games/${gameId}`)).body.data.game.participants as Array<{
      id: string;
      buyInPaid: boolean;
    }>;

  it('"Paid" records one buy-in on the ledger, whatever a double tap or "All paid" sends after it', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 3);
    const [first, ...rest] = await seatsOf(host, gameId);
    const tap = () => host.post(`/api/games/${gameId}/ledger/check-in`, { participantIds: [first!.id] });
    const taps = await Promise.all([tap(), tap()]);
    expect(taps.map((r) => r.status)).toEqual([200, 200]);
    expect(taps.map((r) => r.body.data.entries.length).sort()).toEqual([0, 1]);

    let ledger = (await host.get(`/api/games/${gameId}/ledger`)).body.data.ledger;
    const paid = ledger.players.find((p: any) => p.participantId === first!.id);
    expect(paid.buyInStatus).toBe('paid');
    expect(ledger.entries.filter((e: any) => e.kind === 'buy_in')).toHaveLength(1);
    expect(ledger.figures.projected).toBe(false);

    const all = await host.post(`/api/games/${gameId}/ledger/check-in`, {
      participantIds: [first!.id, ...rest.map((p) => p.id)],
    });
    expect(all.body.data.entries).toHaveLength(2);
    ledger = all.body.data.ledger;
    expect(ledger.players.map((p: any) => p.buyInStatus)).toEqual(['paid', 'paid', 'paid']);
    expect(ledger.entries.filter((e: any) => e.kind === 'buy_in')).toHaveLength(3);
    // The manage page's Paid follows the ledger.
    expect((await seatsOf(host, gameId)).every((p) => p.buyInPaid)).toBe(true);
  });

  it('"Arrived" keeps the time of the first tap, and the participant route no longer writes Paid', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 2);
    const [seat] = await seatsOf(host, gameId);
    const put = (body: unknown) => host.put(`/api/games/${gameId}/participants/${seat!.id}`, body);
    const first = (await put({ arrived: true })).body.data.participant.arrivedAt;
    expect(typeof first).toBe('string');
    expect((await put({ arrived: true })).body.data.participant.arrivedAt).toBe(first);
    expect((await put({ arrived: false })).body.data.participant.arrivedAt).toBeNull();
    // Paid is the ledger's buy-in: a flag sent here is not a second truth.
    expect((await put({ buyInPaid: true })).status).toBe(400);
    expect((await seatsOf(host, gameId))[0]!.buyInPaid).toBe(false);
  });

  it('refuses a player who is not in the game and a participant, changing nothing', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 2);
    const wrong = await host.post(`/api/games/${gameId}/ledger/check-in`, {
      participantIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(m.playerNotInGame);
    const [seat] = await seatsOf(host, gameId);
    const denied = await players[0]!.post(`/api/games/${gameId}/ledger/check-in`, {
      participantIds: [seat!.id],
    });
    expect(denied.status).toBe(403);
    const ledger = (await host.get(`/api/games/${gameId}/ledger`)).body.data.ledger;
    expect(ledger.entries).toHaveLength(0);
  });

  it('ends a cash game once, after which its settle-up stands and the game is completed', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 2, cashGame);
    const seats = await seatsOf(host, gameId);
    await host.post(`/api/games/${gameId}/ledger/check-in`, { participantIds: seats.map((s) => s.id) });
    const [a, b] = players.map((p) => p.user.id);
    await host.post(`/api/games/${gameId}/ledger/entries`, {
      userId: a,
      kind: 'cash_out',
      amountCents: 8_000,
    });
    await host.post(`/api/games/${gameId}/ledger/entries`, {
      userId: b,
      kind: 'cash_out',
      amountCents: 2_000,
    });

    expect((await players[0]!.post(`/api/games/${gameId}/end`)).status).toBe(403);
    const ended = await Promise.all([
      host.post(`/api/games/${gameId}/end`),
      host.post(`/api/games/${gameId}/end`),
    ]);
    expect(ended.map((r) => r.status).sort()).toEqual([200, 409]);
    const game = (await host.get(`/api/games/${gameId}`)).body.data.game;
    expect(game.status).toBe('completed');
    const ledger = (await host.get(`/api/games/${gameId}/ledger`)).body.data.ledger;
    expect(ledger.prizePool).toBeNull();
    expect(ledger.settleUp).toMatchObject({ balanced: true });
    expect(ledger.settleUp.transfers).toHaveLength(1);
  });

  it('ends no tournament and no draft', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 2);
    const refused = await host.post(`/api/games/${gameId}/end`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(gameMessages.endCashOnly);
    expect((await host.get(`/api/games/${gameId}`)).body.data.game.status).toBe('scheduled');
  });
});
