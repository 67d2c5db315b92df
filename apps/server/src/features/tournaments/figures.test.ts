import { describe, expect, it } from 'vitest';
import { oneLevelStructure } from '../../../test/fixtures.ts';
import { backends, useTestServer } from '../../../test/harness.ts';
import { gameWithPlayers } from '../../../test/tournament-fixtures.ts';

// What the wizard fills in for an 8-seat game: the preset for 8 players.
const wizardPayouts = oneLevelStructure(1500, 30, [50, 30, 20]);

describe.each(backends)('tournament figures on %s', (backend) => {
  const server = useTestServer({ backend });

  it('pays a 2-player tournament from an 8-seat game one place, not three', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 2, {
      maxParticipants: 8,
      blindStructure: wizardPayouts,
    });
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    // (20 − 2) × 2, projected until a buy-in is recorded.
    expect(t.figures).toMatchObject({ entrants: 2, prizePoolCents: 3600, projected: true });
    expect(t.payouts).toEqual([{ position: 1, percentage: 100, amount: 36 }]);
    expect(t.figures.payouts).toEqual([{ position: 1, percentage: 100, amountCents: 3600 }]);
  });

  it('keeps chips in play through eliminations: the average rises, the typed counts are checked', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 3, { blindStructure: wizardPayouts });
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    expect(t.figures).toMatchObject({
      chipsInPlay: 4500,
      averageStack: 1500,
      playersLeft: 3,
      chipLeader: null,
    });
    const [a, b] = t.players;
    const out = (
      await host.post(`/api/tournaments/${t.id}/eliminate`, { playerId: a.id, eliminatedByPlayerId: b.id })
    ).body.data;
    // Heads-up: 4,500 over 2, on the tournament and on the clock alike.
    expect(out.tournament.figures).toMatchObject({ chipsInPlay: 4500, playersLeft: 2, averageStack: 2250 });
    expect(out.tournament.averageChips).toBe(2250);
    expect(out.clock.averageChips).toBe(2250);
    // The host types the counts: the chip leader shows, and the 500 missing chips are flagged.
    const left = out.tournament.players.filter((p: any) => p.status === 'active');
    const typed = (
      await host.post(`/api/tournaments/${t.id}/chips`, {
        chips: [
          { playerId: left[0].id, chipCount: 2500 },
          { playerId: left[1].id, chipCount: 1500 },
        ],
      })
    ).body.data.tournament;
    expect(typed.figures).toMatchObject({
      chipLeader: { playerId: left[0].id, chips: 2500 },
      typedChipsTotal: 4000,
      typedChipsDifference: -500,
      averageStack: 2250,
    });
  });

  it('gives the manage page, the Finance tab and the clock one pool: projected net of fees, then the ledger', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 3, { blindStructure: wizardPayouts });
    const before = (await host.get(`/api/games/${gameId}/ledger`)).body.data.ledger;
    // The old manage page said 3 × $20 = $60, ignoring the $2 house fee.
    expect(before.figures).toMatchObject({ projected: true, prizePoolCents: 5400, entrants: 3 });
    // Three seats for a three-place table: it stands.
    expect(before.payouts.map((p: any) => p.amountCents)).toEqual([2700, 1620, 1080]);
    await host.post(`/api/games/${gameId}/ledger/entries`, { userId: players[0]!.user.id, kind: 'buy_in' });
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data;
    const ledger = (await host.get(`/api/games/${gameId}/ledger`)).body.data.ledger;
    expect(ledger.figures).toMatchObject({ projected: false, prizePoolCents: 1800 });
    expect(t.tournament.figures).toEqual(ledger.figures);
    expect(t.clock.totalPrizePool).toBe(18);
  });

  it('shows no prize pool for a cash game', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 2, {
      type: 'cash_game',
      blindStructure: undefined,
      buyIn: { amount: 50, currency: 'USD', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
    });
    const ledger = (await host.get(`/api/games/${gameId}/ledger`)).body.data.ledger;
    expect(ledger.figures).toBeNull();
    expect(ledger.prizePool).toBeNull();
  });
});
