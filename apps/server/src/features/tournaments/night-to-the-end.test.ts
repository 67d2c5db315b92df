import { chipRace } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { dollarBuyIn, gamePayload } from '../../../test/fixtures.ts';
import { backends, useTestServer } from '../../../test/harness.ts';
import { boughtInAndStarted, gameWithPlayers } from '../../../test/tournament-fixtures.ts';

type Client = Awaited<ReturnType<typeof gameWithPlayers>>['host'];
const inKinds = ['buy_in', 'rebuy', 'add_on', 're_entry'];
const stackKinds = ['rebuy', 'add_on', 're_entry'];
const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0);
const clockOf = (res: { body: { data: { clock: Record<string, unknown> } } }) => res.body.data.clock;

/** A 10-minute break at these blinds that colours up: the `remove` chips leave, `next` is the smallest left. */
const colourUpBreak = (
  level: number,
  smallBlind: number,
  bigBlind: number,
  colourUp: { remove: number; next: number },
) => ({ level, smallBlind, bigBlind, duration: 10, isBreak: true, colourUp });

/**
 * A PKO night: $50 buy-in, $5 house fee, $20 of each entry on the head; rebuys, an add-on, late
 * registration until level 2, two breaks: the first colours up the 5s, the second the 25s.
 */
const overrides = {
  maxParticipants: 13,
  buyIn: dollarBuyIn(
    50,
    { houseFee: 5 },
    {
      rebuy: { allowed: true, untilLevel: 2 },
      addOn: { allowed: true, price: 20, chips: 3000 },
      reEntry: { allowed: true, untilLevel: 2 },
      bounty: { format: 'progressive', amount: 20 },
    },
  ),
  blindStructure: {
    startingChips: 2000,
    levels: [
      { level: 1, smallBlind: 5, bigBlind: 10, duration: 20 },
      { level: 2, smallBlind: 10, bigBlind: 20, duration: 20 },
      colourUpBreak(3, 10, 20, { remove: 5, next: 25 }),
      { level: 4, smallBlind: 25, bigBlind: 50, duration: 20 },
      { level: 5, smallBlind: 50, bigBlind: 100, duration: 20 },
      colourUpBreak(6, 50, 100, { remove: 25, next: 100 }),
      { level: 7, smallBlind: 100, bigBlind: 200, duration: 20 },
    ],
    prizePoolBreakdown: { payouts: [{ position: 1, percentage: 100 }] },
  },
};

/**
 * Every figure the API answers (tournament, clock, ledger) against the ledger's own entries: pool +
 * bounties on heads + paid bounties = entries net of fees; chips in play = starting stacks plus the
 * entries' chips; the average over the players left; payouts summing to the pool.
 */
async function agree(host: Client, tournamentId: string, gameId: string) {
  const { tournament: t, clock } = (await host.get(`/api/tournaments/${tournamentId}`)).body.data;
  const ledger = (await host.get(`/api/games/${gameId}/ledger`)).body.data.ledger;
  const entries = ledger.entries as {
    kind: string;
    amountCents: number;
    houseFeeCents: number;
    chips: number | null;
  }[];
  const net = sum(
    entries.filter((e) => inKinds.includes(e.kind)).map((e) => e.amountCents - e.houseFeeCents),
  );
  const paid = sum(entries.filter((e) => e.kind === 'bounty').map((e) => e.amountCents));
  const f = t.figures;
  expect(f.projected).toBe(false);
  expect(f.prizePoolCents + f.bountiesOnHeadsCents + f.bountiesPaidCents).toBe(net);
  expect(f.bountiesPaidCents).toBe(paid);
  expect(sum(t.players.map((p: { bountyCents: number }) => p.bountyCents))).toBe(f.bountiesOnHeadsCents);
  const chips = sum(entries.filter((e) => stackKinds.includes(e.kind)).map((e) => e.chips ?? 0));
  expect(f.chipsInPlay).toBe(t.players.length * 2000 + chips);
  const left = t.players.filter((p: { status: string }) => p.status === 'active').length;
  expect(f.playersLeft).toBe(left);
  expect(f.averageStack).toBe(Math.round(f.chipsInPlay / left));
  expect(sum(f.payouts.map((p: { amountCents: number }) => p.amountCents))).toBe(f.prizePoolCents);
  expect(f.payouts.length).toBeLessThanOrEqual(f.entrants + f.reEntries);
  // Every screen reads the same figures.
  expect(ledger.figures).toEqual(f);
  expect(ledger.prizePool.netPoolCents).toBe(f.prizePoolCents);
  expect(clock.totalPrizePool).toBe(f.prizePoolCents / 100);
  expect(clock.averageChips).toBe(f.averageStack);
  expect(t.totalPrizePool).toBe(f.prizePoolCents / 100);
  // The payouts the clock's screens list and the ledger's payout lines are the figures' payouts.
  const places = f.payouts.map((p: { position: number; amountCents: number }) => [p.position, p.amountCents]);
  expect(
    t.payouts.map((p: { position: number; amount: number }) => [p.position, Math.round(p.amount * 100)]),
  ).toEqual(places);
  expect(
    ledger.payouts.map((p: { position: number; amountCents: number }) => [p.position, p.amountCents]),
  ).toEqual(places);
  return { t, f, ledger };
}

describe.each(backends)('a 12-player PKO night run to the end on %s', (backend) => {
  const server = useTestServer({ backend });

  it('takes late entries, rebuys, add-ons, knockouts, two breaks with colour-ups and a table break, and the money agrees throughout', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 10, overrides);
    const game = (await host.get(`/api/games/${gameId}`)).body.data.game;
    expect(game.buyIn.bounty).toEqual({ format: 'progressive', amount: 20 });
    const { id } = await boughtInAndStarted(host, gameId, players);
    const post = (path: string, body: unknown = {}) => host.post(`/api/tournaments/${id}/${path}`, body);

    let { f, t } = await agree(host, id, gameId);
    // 10 × ($50 − $5 − $20) in the pool, 10 × $20 on heads.
    expect(f).toMatchObject({ entrants: 10, prizePoolCents: 25_000, bountiesOnHeadsCents: 20_000 });
    const seated = () =>
      t.tables.map((tb: { seats: { isActive: boolean }[] }) => tb.seats.filter((s) => s.isActive).length);
    expect(seated()).toEqual([5, 5]);
    expect(clockOf(await host.get(`/api/tournaments/${id}`))).toMatchObject({
      currentLevel: 1,
      isOnBreak: false,
    });

    // Two guests arrive during level 1: each added to the game, then seated at the short table.
    const arrive = async (first: string, last: string) =>
      (
        await host.post(`/api/games/${gameId}/participants`, {
          participants: [{ isGuest: true, guestFirstName: first, guestLastName: last }],
          sendEmailInvitations: false,
        })
      ).body.data.participants[0];
    const guest = await arrive('Late', 'Comer');
    const late = await post('late-entry', { participantId: guest.id });
    expect(late.status).toBe(200);
    expect(late.body.data.message).toMatch(/^Late Comer joined at table \d, seat \d$/);
    ({ f, t } = await agree(host, id, gameId));
    expect(f).toMatchObject({ entrants: 11, prizePoolCents: 27_500, chipsInPlay: 22_000 });
    expect(seated().sort()).toEqual([5, 6]);
    const later = await post('late-entry', { participantId: (await arrive('Later', 'Still')).id });
    expect(later.body.data.message).toMatch(/^Later Still joined at table \d, seat \d$/);
    ({ f, t } = await agree(host, id, gameId));
    expect(seated()).toEqual([6, 6]);
    expect(f).toMatchObject({
      entrants: 12,
      prizePoolCents: 30_000,
      chipsInPlay: 24_000,
      averageStack: 2000,
    });
    expect((await post('late-entry', { participantId: guest.id })).status).toBe(409);

    const byName = (name: string) => t.players.find((p: { name: string }) => p.name.startsWith(name));
    const p0 = byName('Player0');
    const p1 = byName('Player1');
    const p2 = byName('Player2');
    // PKO: Player0 busts Player1, is paid $10 and carries $30.
    await post('eliminate', { playerId: p1.id, eliminatedByPlayerId: p0.id });
    ({ f, t } = await agree(host, id, gameId));
    expect(f.bountiesPaidCents).toBe(1000);
    expect(byName('Player0').bountyCents).toBe(3000);
    // Undo takes the knockout back, bounty and all; the knockout stands again after.
    await post('undo');
    ({ f, t } = await agree(host, id, gameId));
    expect(f.bountiesPaidCents).toBe(0);
    expect(byName('Player0').bountyCents).toBe(2000);
    expect(byName('Player1')).toMatchObject({ status: 'active', bountyCents: 2000 });
    await post('eliminate', { playerId: p1.id, eliminatedByPlayerId: p0.id });
    // Player1 re-enters (a new head), Player2 rebuys.
    await host.post(`/api/games/${gameId}/ledger/entries`, { userId: p1.userId, kind: 're_entry' });
    await post('rebuy', { playerId: p2.id });
    ({ f, t } = await agree(host, id, gameId));
    expect(f).toMatchObject({ entrants: 12, reEntries: 1, rebuys: 1, playersLeft: 12 });
    expect(byName('Player1').bountyCents).toBe(2000);

    // Level 2, then the break: add-ons for three players and the colour-up of the 5s.
    await post('advance');
    const onBreak = (await post('advance')).body.data;
    expect(onBreak.clock.isOnBreak).toBe(true);
    for (const name of ['Player3', 'Player4', 'Player5']) await post('add-on', { playerId: byName(name).id });
    ({ f, t } = await agree(host, id, gameId));
    expect(f.addOns).toBe(3);
    const active = t.players.filter((p: { status: string }) => p.status === 'active');
    // The counted stacks hold chips in play, with odd 5s on all but the first.
    const counted = active.map((_: unknown, i: number) =>
      i === 0 ? f.chipsInPlay - 2005 * (active.length - 1) : 2005,
    );
    const race = chipRace({
      stacks: active.map((p: { id: string }, i: number) => ({ playerId: p.id, chips: counted[i] })),
      next: 25,
      raceOrder: active.map((p: { id: string }) => p.id),
    });
    await post('chips', { chips: race.stacks.map((s) => ({ playerId: s.playerId, chipCount: s.after })) });
    ({ f } = await agree(host, id, gameId));
    expect(f.typedChipsDifference).toBe(race.rounding);
    const onTable = f.chipsInPlay + race.rounding;

    // Level 3 (after the break): late registration has closed.
    await post('advance');
    const outsider = (
      await host.post(`/api/games/${gameId}/participants`, {
        participants: [{ isGuest: true, guestFirstName: 'Too', guestLastName: 'Late' }],
        sendEmailInvitations: false,
      })
    ).body.data.participants[0];
    const refused = await post('late-entry', { participantId: outsider.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Late registration closed after level 2');
    await agree(host, id, gameId);

    // Level 4, then the second break: the 25s race off. The stacks on the table are the first race's
    // (its rounding included); each player but the first holds an odd 25.
    await post('advance');
    const second = (await post('advance')).body.data;
    expect(second.clock).toMatchObject({ isOnBreak: true, currentLevel: 4 });
    ({ f, t } = await agree(host, id, gameId));
    const inPlay = f.chipsInPlay;
    const still = t.players.filter((p: { status: string }) => p.status === 'active');
    const race2 = chipRace({
      stacks: still.map((p: { id: string }, i: number) => ({
        playerId: p.id,
        chips: i === 0 ? onTable - 2025 * (still.length - 1) : 2025,
      })),
      next: 100,
      raceOrder: still.map((p: { id: string }) => p.id),
    });
    await post('chips', { chips: race2.stacks.map((s) => ({ playerId: s.playerId, chipCount: s.after })) });
    ({ f } = await agree(host, id, gameId));
    // Chips in play did not move; the counted stacks differ from them by the two races' rounding, shown.
    expect(f.chipsInPlay).toBe(inPlay);
    expect(f.typedChipsDifference).toBe(race.rounding + race2.rounding);
    expect(race2.stacks.every((s) => s.after % 100 === 0)).toBe(true);
    await post('advance');
    expect(clockOf(await host.get(`/api/tournaments/${id}`))).toMatchObject({
      currentLevel: 5,
      isOnBreak: false,
      blinds: { small: 100, big: 200 },
    });

    // Bust players one by one, the chip leader knocking them out; break a table when asked.
    let brokeTable = false;
    for (;;) {
      const cur = (await host.get(`/api/tournaments/${id}`)).body.data.tournament;
      if (cur.status === 'completed') break;
      const rec = cur.recommendations.find((r: { type: string }) => r.type === 'break-table');
      if (rec) {
        expect((await post('apply-recommendation', { recommendationId: rec.id })).status).toBe(200);
        brokeTable = true;
        await agree(host, id, gameId);
        continue;
      }
      const left = cur.players.filter((p: { status: string }) => p.status === 'active');
      const knocker = left.find((p: { name: string }) => p.name.startsWith('Player0')) ?? left[0];
      const busted = left.find((p: { id: string }) => p.id !== knocker.id);
      expect(
        (await post('eliminate', { playerId: busted.id, eliminatedByPlayerId: knocker.id })).status,
      ).toBe(200);
      await agree(host, id, gameId);
    }
    expect(brokeTable).toBe(true);
    const end = await agree(host, id, gameId);
    // The winner collected their own head: nothing is left on anyone.
    expect(end.f.bountiesOnHeadsCents).toBe(0);
    expect(end.t.players.find((p: { finishPosition: number }) => p.finishPosition === 1).payout).toBe(
      end.f.prizePoolCents / 100,
    );
    const recorded = (await host.post(`/api/games/${gameId}/ledger/payouts`)).body.data.entries;
    expect(sum(recorded.map((e: { amountCents: number }) => e.amountCents))).toBe(end.f.prizePoolCents);
  }, 120_000);

  it('keeps the bounty on a template, refuses one above the entry, and pays a plain knockout whole', async () => {
    const knockout = { ...overrides.buyIn, bounty: { format: 'knockout', amount: 20 } };
    const { host, players, gameId } = await gameWithPlayers(server.url, 3, { ...overrides, buyIn: knockout });
    const { scheduledDate: _d, ...payload } = gamePayload({ buyIn: knockout });
    const template = (await host.post('/api/templates', { ...payload, name: 'PKO', isPublic: false })).body
      .data.template;
    expect(template.buyIn.bounty).toEqual({ format: 'knockout', amount: 20 });
    const tooBig = await host.post(
      '/api/games',
      gamePayload({ buyIn: { ...knockout, bounty: { format: 'knockout', amount: 46 } } }),
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.fields['buyIn.bounty.amount']).toBe(
      'Bounty cannot exceed the buy-in minus the house fee',
    );

    for (const p of players)
      await host.post(`/api/games/${gameId}/ledger/entries`, { userId: p.user.id, kind: 'buy_in' });
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    const [a, b] = t.players;
    await host.post(`/api/tournaments/${t.id}/eliminate`, { playerId: a.id, eliminatedByPlayerId: b.id });
    const { f, t: after } = await agree(host, t.id, gameId);
    // The whole $20 to the buster; their own head stays $20.
    expect(f.bountiesPaidCents).toBe(2000);
    expect(after.players.find((p: { id: string }) => p.id === b.id).bountyCents).toBe(2000);
    // Late registration is open (until level 2), but not for a player already seated.
    const again = await host.post(`/api/tournaments/${t.id}/late-entry`, {
      participantId: t.players[2].participantId,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This player is already in the tournament');
  });
});
