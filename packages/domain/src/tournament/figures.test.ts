import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addEntry, type BountyState, knockOut, splitEntry, sumCents } from './bounties.ts';
import { chipRace, chipsInPlayAfterColourUps } from './chip-race.ts';
import { type FigureEntry, type FigurePlayer, type FiguresInput, tournamentFigures } from './figures.ts';

const base: FiguresInput = {
  startingChips: 1500,
  buyInCents: 2000,
  houseFeeCents: 200,
  players: [],
  expectedPlayers: 0,
  entries: [],
  payoutTable: null,
  payoutUnitCents: 1,
  chipCountsKept: true,
};
const entry = (playerKey: string, kind: FigureEntry['kind'], amountCents: number, chips: number | null) => ({
  playerKey,
  kind,
  amountCents,
  houseFeeCents: kind === 'buy_in' || kind === 're_entry' ? 200 : 0,
  chips,
  isReversal: false,
});

describe('tournament figures', () => {
  it('keeps chips in play through an elimination, so the average rises (heads-up: 10,500 over 2)', () => {
    // Seven players of 1,500: 10,500 in play. Five bust; heads-up the average is 5,250, not 1,500.
    const players: FigurePlayer[] = Array.from({ length: 7 }, (_, i) => ({
      id: `p${i}`,
      name: `P${i}`,
      status: i < 5 ? 'eliminated' : 'active',
      chipCount: i === 5 ? 6000 : i === 6 ? 4500 : 0,
    }));
    const f = tournamentFigures({ ...base, players, chipCountsKept: false });
    expect(f.chipsInPlay).toBe(10_500);
    expect(f.playersLeft).toBe(2);
    expect(f.averageStack).toBe(5250);
    expect(f.chipLeader).toBeNull();
    const kept = tournamentFigures({ ...base, players });
    expect(kept.chipLeader).toEqual({ playerId: 'p5', name: 'P5', chips: 6000 });
    expect(kept.typedChipsDifference).toBe(0);
  });

  it('projects the pool from the field until an entry is recorded, then takes the ledger net of fees', () => {
    const projected = tournamentFigures({ ...base, expectedPlayers: 8 });
    expect(projected).toMatchObject({ projected: true, prizePoolCents: 8 * 1800, entrants: 8 });
    const recorded = tournamentFigures({
      ...base,
      expectedPlayers: 8,
      entries: [entry('a', 'buy_in', 2000, 1500), entry('b', 'buy_in', 2000, 1500)],
    });
    expect(recorded).toMatchObject({ projected: false, prizePoolCents: 3600 });
  });

  it('pays a 2-player field one place, even from an 8-seat game whose wizard filled 50/30/20', () => {
    const players: FigurePlayer[] = ['a', 'b'].map((id) => ({
      id,
      name: id,
      status: 'active',
      chipCount: 1500,
    }));
    const f = tournamentFigures({ ...base, players, payoutTable: [50, 30, 20] });
    expect(f.payouts).toEqual([{ position: 1, percentage: 100, amountCents: 3600 }]);
    // A host's table that fits the field stands.
    const own = tournamentFigures({ ...base, players, payoutTable: [60, 40] });
    expect(own.payouts.map((p) => p.amountCents)).toEqual([2160, 1440]);
  });

  it('follows late entries: the pool and the preset grow with the field', () => {
    const field = (n: number) =>
      Array.from(
        { length: n },
        (_, i): FigurePlayer => ({
          id: `p${i}`,
          name: `P${i}`,
          status: 'active',
          chipCount: 1500,
        }),
      );
    expect(tournamentFigures({ ...base, players: field(8) }).payouts).toHaveLength(3);
    const late = tournamentFigures({ ...base, players: field(12) });
    expect(late.payouts.map((p) => p.percentage)).toEqual([40, 25, 15, 10, 10]);
    expect(late.prizePoolCents).toBe(12 * 1800);
  });

  it('conserves chips (a colour-up moves them only by its race’s rounding, shown), keeps the pool equal to the ledger and pays within the field, over any night', () => {
    const op = fc.oneof(
      fc.record({ type: fc.constant('eliminate' as const), who: fc.nat(), by: fc.nat() }),
      fc.record({
        type: fc.constant('rebuy' as const),
        who: fc.nat(),
        chips: fc.integer({ min: 1, max: 5000 }),
      }),
      fc.record({
        type: fc.constant('add_on' as const),
        who: fc.nat(),
        chips: fc.integer({ min: 1, max: 5000 }),
      }),
      fc.record({
        type: fc.constant('re_entry' as const),
        who: fc.nat(),
        chips: fc.integer({ min: 1, max: 5000 }),
      }),
      fc.record({ type: fc.constant('late' as const) }),
      fc.record({ type: fc.constant('undo' as const) }),
      fc.record({ type: fc.constant('undo_eliminate' as const) }),
      // A break's colour-up: the odd chips below `next` raced off, the race won in `seed`'s order.
      fc.record({
        type: fc.constant('colour_up' as const),
        next: fc.constantFrom(25, 100, 500),
        seed: fc.nat(),
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 100, max: 20_000 }),
        fc.integer({ min: 100, max: 50_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.constantFrom([100], [60, 40], [45, 30, 25], [40, 25, 15, 10, 10]), { nil: null }),
        fc.array(op, { maxLength: 60 }),
        (start, stack, buyIn, feePercent, table, ops) => {
          const fee = Math.floor((buyIn * feePercent) / 100);
          const players: FigurePlayer[] = [];
          const entries: FigureEntry[] = [];
          const undoable: { entry: FigureEntry; player: FigurePlayer }[] = [];
          const knockouts: { player: FigurePlayer; by: FigurePlayer; chips: number }[] = [];
          const races: { rounding: number }[] = [];
          const record = (p: FigurePlayer, kind: FigureEntry['kind'], chips: number) => {
            const e = {
              playerKey: p.id,
              kind,
              amountCents: buyIn,
              houseFeeCents: kind === 'buy_in' || kind === 're_entry' ? fee : 0,
              chips,
              isReversal: false,
            };
            entries.push(e);
            return e;
          };
          const join = () => {
            const p: FigurePlayer = {
              id: `p${players.length}`,
              name: 'P',
              status: 'active',
              chipCount: stack,
            };
            players.push(p);
            record(p, 'buy_in', stack);
          };
          for (let i = 0; i < start; i++) join();
          for (const o of ops) {
            const active = players.filter((p) => p.status === 'active');
            const out = players.filter((p) => p.status === 'eliminated');
            if (o.type === 'late') join();
            else if (o.type === 'eliminate' && active.length > 2) {
              const p = active[o.who % active.length]!;
              const rest = active.filter((x) => x !== p);
              const by = rest[o.by % rest.length]!;
              by.chipCount += p.chipCount;
              knockouts.push({ player: p, by, chips: p.chipCount });
              p.chipCount = 0;
              p.status = 'eliminated';
            } else if ((o.type === 'rebuy' || o.type === 'add_on') && active.length) {
              const p = active[o.who % active.length]!;
              p.chipCount += o.chips;
              undoable.push({ entry: record(p, o.type, o.chips), player: p });
            } else if (o.type === 're_entry' && out.length) {
              const p = out[o.who % out.length]!;
              p.status = 'active';
              p.chipCount = o.chips;
              record(p, 're_entry', o.chips);
              // A knockout of a player who came back is no longer undoable.
              for (let i = knockouts.length - 1; i >= 0; i--)
                if (knockouts[i]!.player === p) knockouts.splice(i, 1);
            } else if (o.type === 'undo_eliminate') {
              // The busted stack goes back from the buster, when the buster still holds it.
              const last = knockouts.pop();
              if (last?.by.status !== 'active' || last.by.chipCount < last.chips) continue;
              last.by.chipCount -= last.chips;
              last.player.chipCount = last.chips;
              last.player.status = 'active';
            } else if (o.type === 'colour_up' && active.length) {
              const order = active.map((p) => p.id);
              const shift = o.seed % order.length;
              const race = chipRace({
                stacks: active.map((p) => ({ playerId: p.id, chips: p.chipCount })),
                next: o.next,
                raceOrder: [...order.slice(shift), ...order.slice(0, shift)],
              });
              for (const st of race.stacks) active.find((p) => p.id === st.playerId)!.chipCount = st.after;
              races.push(race);
            } else if (o.type === 'undo') {
              const last = undoable.pop();
              if (!last || last.player.status !== 'active' || last.player.chipCount < last.entry.chips!)
                continue;
              last.player.chipCount -= last.entry.chips!;
              entries.push({
                ...last.entry,
                amountCents: -last.entry.amountCents,
                chips: -last.entry.chips!,
                isReversal: true,
              });
            }
          }
          const f = tournamentFigures({
            ...base,
            startingChips: stack,
            buyInCents: buyIn,
            houseFeeCents: fee,
            players,
            entries,
            payoutTable: table,
          });
          // Chips in play: the starting stacks plus the entries' chips, whoever busted whom; what the
          // players hold differs from it only by the colour-ups' rounding, which the figures show.
          const rounding = races.reduce((n, r) => n + r.rounding, 0);
          const stackChips = entries
            .filter((e) => e.kind !== 'buy_in')
            .reduce((n, e) => n + (e.chips ?? 0), 0);
          expect(f.chipsInPlay).toBe(players.length * stack + stackChips);
          expect(f.typedChipsTotal).toBe(
            players.filter((p) => p.status === 'active').reduce((n, p) => n + p.chipCount, 0),
          );
          expect(f.typedChipsDifference).toBe(rounding);
          expect(chipsInPlayAfterColourUps(f.chipsInPlay, races)).toBe(f.typedChipsTotal);
          const moneyIn = entries.reduce((n, e) => n + e.amountCents - e.houseFeeCents, 0);
          expect(f.prizePoolCents).toBe(moneyIn);
          expect(f.payouts.length).toBeLessThanOrEqual(f.entrants);
          expect(f.payouts.reduce((n, p) => n + p.amountCents, 0)).toBe(f.prizePoolCents);
          expect(f.payouts.every((p) => Number.isInteger(p.amountCents) && p.amountCents >= 0)).toBe(true);
        },
      ),
    );
  });

  it('keeps bounty money out of the pool: pool + heads + paid bounties = entries net of fees, over any PKO night', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('knockout' as const, 'progressive' as const),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.array(fc.record({ who: fc.nat(), by: fc.nat(), reEnter: fc.boolean() }), { maxLength: 30 }),
        (format, field, bounty, knockouts) => {
          const players: FigurePlayer[] = Array.from({ length: field }, (_, i) => ({
            id: `p${i}`,
            name: 'P',
            status: 'active',
            chipCount: 1500,
          }));
          const entries: FigureEntry[] = players.map((p) => entry(p.id, 'buy_in', 2000, null));
          let state: BountyState = { heads: {}, paid: {} };
          for (const p of players) state = addEntry(state, p.id, splitEntry(1800, bounty).bountyCents);
          for (const k of knockouts) {
            const left = players.filter((p) => p.status === 'active');
            if (left.length < 2) break;
            const busted = left[k.who % left.length]!;
            const by = left.filter((p) => p !== busted)[k.by % (left.length - 1)]!;
            const out = knockOut(state, format, busted.id, by.id);
            state = out.state;
            if (out.paidCents > 0) entries.push(entry(by.id, 'bounty', out.paidCents, null));
            busted.status = 'eliminated';
            if (k.reEnter) {
              busted.status = 'active';
              entries.push(entry(busted.id, 're_entry', 2000, 1500));
              state = addEntry(state, busted.id, splitEntry(1800, bounty).bountyCents);
            }
          }
          const f = tournamentFigures({ ...base, players, entries, bountyCents: bounty });
          const net = entries
            .filter((e) => e.kind === 'buy_in' || e.kind === 're_entry')
            .reduce((n, e) => n + e.amountCents - e.houseFeeCents, 0);
          expect(f.prizePoolCents + f.bountiesOnHeadsCents + f.bountiesPaidCents).toBe(net);
          expect(f.bountiesOnHeadsCents).toBe(sumCents(state.heads));
          expect(f.bountiesPaidCents).toBe(sumCents(state.paid));
          expect(f.payouts.reduce((n, p) => n + p.amountCents, 0)).toBe(f.prizePoolCents);
        },
      ),
    );
  });
});
