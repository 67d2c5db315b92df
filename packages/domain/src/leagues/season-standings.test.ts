import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SeasonScoring, seasonScoringSchema, tieBreakIds } from '../schemas/leagues/scoring.ts';
import { finalStack, playerSeason, rankChanges, seasonReport } from './season-report.ts';
import { type SeasonEvent, type StandingLine, seasonTable } from './season-standings.ts';

const scoring = (over: Partial<SeasonScoring> = {}): SeasonScoring =>
  seasonScoringSchema.parse({ formula: 'linear', ...over });

/** An event from a finishing order (first = winner) and who eliminated whom. */
function event(
  id: string,
  date: string,
  order: string[],
  busts: Record<string, string> = {},
  extra: Partial<Record<string, { spent?: number; won?: number }>> = {},
): SeasonEvent {
  return {
    gameId: id,
    name: `Night ${id}`,
    date,
    buyInCents: 2000,
    entrants: order.length,
    results: order.map((key, i) => ({
      playerKey: key,
      name: key.toUpperCase(),
      finish: i + 1,
      spentCents: extra[key]?.spent ?? 2000,
      wonCents: extra[key]?.won ?? 0,
      rebuys: Math.max(0, ((extra[key]?.spent ?? 2000) - 2000) / 2000),
      eliminated: Object.entries(busts)
        .filter(([, by]) => by === key)
        .map(([out]) => out),
      finalTable: true,
    })),
  };
}

const e1 = event(
  '1',
  '2026-01-01T20:00:00Z',
  ['a', 'b', 'c', 'd'],
  { d: 'a', c: 'b', b: 'a' },
  { a: { won: 6000 }, b: { won: 2000, spent: 4000 } },
);
const e2 = event(
  '2',
  '2026-02-01T20:00:00Z',
  ['c', 'b', 'a', 'd'],
  { d: 'c', a: 'b', b: 'c' },
  { c: { won: 8000 } },
);
const e3 = event('3', '2026-03-01T20:00:00Z', ['b', 'd', 'c'], { c: 'd', d: 'b' }, { b: { won: 6000 } });

describe('season table, worked example', () => {
  it('adds linear points with attendance, knockout and previous-winner bounty bonuses', () => {
    const s = scoring({ attendanceBonus: 1, knockoutBonus: 0.5, bountyBonus: 2 });
    const { lines } = seasonTable([e3, e1, e2], s);
    // a: 4+1+1 (2 KOs) | 2+1 (winner of e1 busted by b in e2)              = 9
    // b: 3+1+0.5 | 3+1+0.5+2 (busted a, e1's winner) | 3+1+0.5            = 15.5
    // c: 2+1 | 4+1+1 | 1+1+2 (d? no: c was busted by d; c busted nobody)  = see below
    const byKey = Object.fromEntries(lines.map((l) => [l.playerKey, l]));
    expect(byKey.a?.points).toBe(9);
    expect(byKey.b?.points).toBe(15.5);
    // c: e1 3rd of 4 = 2+1; e2 won = 4+1+2 KOs(d,b)=1; e3 3rd of 3 = 1+1 → 3 + 6 + 2 = 11
    expect(byKey.c?.points).toBe(11);
    // d: e1 1+1; e2 1+1; e3 2nd of 3 = 2+1+0.5 (busted c, e2's winner: +2) → 2 + 2 + 5.5 = 9.5
    expect(byKey.d?.points).toBe(9.5);
    expect(lines.map((l) => [l.rank, l.playerKey])).toEqual([
      [1, 'b'],
      [2, 'c'],
      [3, 'd'],
      [4, 'a'],
    ]);
    expect(byKey.b).toMatchObject({
      wins: 1,
      knockouts: 3,
      itm: 2,
      netCents: 2000 + 6000 - 4000 - 2000 - 2000,
    });
  });

  it('best N counts the highest scores and the minimum events leaves players unranked', () => {
    const { lines } = seasonTable([e1, e2, e3], scoring({ bestN: 2, minimumEvents: 3 }));
    const a = lines.find((l) => l.playerKey === 'a');
    expect(a).toMatchObject({ rank: null, qualified: false, events: 2, countedEvents: 2, points: 6 });
    const b = lines.find((l) => l.playerKey === 'b');
    // b linear: 3, 3, 3 → best 2 = 6 of 9.
    expect(b).toMatchObject({ rank: 1, points: 6, pointsAllEvents: 9 });
    // b and c tie on 6 points, one win each, best finish 1, three events: the name decides.
    expect(lines.filter((l) => l.rank !== null).map((l) => l.playerKey)).toEqual(['b', 'c', 'd']);
  });

  it('ties: more wins, then better best finish, then more events, then name', () => {
    // x and y both 4 points; x won once.
    const t1 = event('1', '2026-01-01T00:00:00Z', ['x', 'y', 'z']);
    const t2 = event('2', '2026-01-02T00:00:00Z', ['z', 'y', 'x']);
    const { lines } = seasonTable([t1, t2], scoring());
    expect(lines.map((l) => [l.playerKey, l.points])).toEqual([
      ['x', 4],
      ['z', 4],
      ['y', 4],
    ]);
    // x and z both have one win and best finish 1; same events; name decides (X before Z).
    const byName = seasonTable([t1, t2], scoring({ tieBreaks: [] })).lines.map((l) => l.playerKey);
    expect(byName).toEqual(['x', 'y', 'z']);
  });

  it('movement, awards, the player page and final stacks', () => {
    const report = seasonReport([e1, e2, e3], scoring());
    const b = report.lines.find((l) => l.playerKey === 'b');
    // After two events a, c and b tie on 6 points; a and c have a win (a first by name), b is 3rd.
    expect(b).toMatchObject({ rank: 1, previousRank: 3, movement: 2 });
    expect(report.awards.champion?.playerKey).toBe('b');
    expect(report.awards.mostKnockouts).toMatchObject({ playerKey: 'b', value: 3 });
    const page = playerSeason([e1, e2, e3], scoring(), 'b');
    expect(page.events.map((e) => e.finish)).toEqual([2, 2, 1]);
    expect(page.roiPercent).toBe(0); // spent 80, won 80
    expect(page.itmPercent).toBe(66.7);
    expect(page.headToHead.find((h) => h.opponentKey === 'a')).toMatchObject({
      meetings: 2,
      ahead: 1,
      behind: 1,
      knockedOut: 1, // a in e2
      knockedOutBy: 1, // by a in e1
    });
    expect(finalStack(42.5, { baseChips: 10_000, chipsPerPoint: 100, roundTo: 100 })).toBe(14_300);
    // Halves up on the exact product: 0.29 × 50 = 14.5 chips (14.4999… in floats) → 15.
    expect(finalStack(0.29, { baseChips: 0, chipsPerPoint: 50, roundTo: 1 })).toBe(15);
  });
});

const arbSeason = fc
  .array(fc.uniqueArray(fc.constantFrom('p', 'q', 'r', 's', 't', 'u'), { minLength: 2, maxLength: 6 }), {
    minLength: 1,
    maxLength: 6,
  })
  .map((orders) =>
    orders.map((order, i) =>
      event(
        String(i),
        `2026-01-0${i + 1}T00:00:00Z`,
        order,
        order.length > 2 ? { [order[order.length - 1] as string]: order[0] as string } : {},
      ),
    ),
  );
const arbScoring = fc.record({
  formula: fc.constantFrom('fixed-table', 'linear', 'field-and-buy-in', 'root-field-log-buy-in' as const),
  bestN: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  attendanceBonus: fc.integer({ min: 0, max: 5 }),
  knockoutBonus: fc.integer({ min: 0, max: 5 }),
  minimumEvents: fc.integer({ min: 0, max: 3 }),
  tieBreaks: fc.shuffledSubarray([...tieBreakIds]),
});

describe('season table, properties', () => {
  it('rounds points halves away from zero, on the decimals typed (issue 26, finding 8)', () => {
    // Before: 2.345 × 100 is 234.49999… in floats, so a table's 2.345 scored 2.34 and a 0.285
    // attendance bonus 0.28.
    const s = scoring({ formula: 'fixed-table', fixedTable: [2.345, 1.005], attendanceBonus: 0.285 });
    const { lines } = seasonTable([event('1', '2026-01-08', ['ann', 'bob'])], s);
    expect(lines.map((l) => [l.playerKey, l.points])).toEqual([
      ['ann', 2.35 + 0.29],
      ['bob', 1.01 + 0.29],
    ]);
  });

  it('best-N totals never exceed all-event totals', () => {
    fc.assert(
      fc.property(arbSeason, arbScoring, (events, over) => {
        for (const line of seasonTable(events, scoring(over)).lines) {
          expect(line.points).toBeLessThanOrEqual(line.pointsAllEvents);
        }
      }),
    );
  });

  it('ties resolve as documented: points, the tie-breaks in order, then name; ranks distinct', () => {
    // The documented order as a plain sort key, independent of the comparator under test.
    const keyOf = (l: StandingLine, tieBreaks: readonly string[]) => [
      l.qualified ? 0 : 1,
      -l.points,
      ...tieBreaks.map(
        (t) =>
          ({
            wins: -l.wins,
            'best-finish': l.bestFinish ?? Number.MAX_SAFE_INTEGER,
            events: -l.events,
            knockouts: -l.knockouts,
            'final-tables': -l.finalTables,
          })[t] as number,
      ),
    ];
    const before = (a: StandingLine, b: StandingLine, tieBreaks: readonly string[]) => {
      const [x, y] = [keyOf(a, tieBreaks), keyOf(b, tieBreaks)];
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) < (y[i] as number);
      return (
        a.name.toLowerCase() < b.name.toLowerCase() ||
        (a.name.toLowerCase() === b.name.toLowerCase() && a.playerKey < b.playerKey)
      );
    };
    fc.assert(
      fc.property(arbSeason, arbScoring, (events, over) => {
        const s = scoring(over);
        const { lines } = seasonTable(events, s);
        const ranked = lines.filter((l) => l.rank !== null);
        expect(ranked.map((l) => l.rank)).toEqual(ranked.map((_, i) => i + 1));
        expect(lines.slice(ranked.length).every((l) => l.rank === null && !l.qualified)).toBe(true);
        for (let i = 1; i < lines.length; i++) {
          expect(before(lines[i - 1] as StandingLine, lines[i] as StandingLine, s.tieBreaks)).toBe(true);
        }
      }),
    );
  });

  it('the same season recomputed twice (in any input order) is identical', () => {
    fc.assert(
      fc.property(arbSeason, arbScoring, (events, over) => {
        const s = scoring(over);
        expect(seasonReport([...events].reverse(), s)).toEqual(seasonReport(events, s));
        const { lines } = seasonTable(events, s);
        expect(rankChanges(lines, lines).every((c) => c.change === null || c.change === 0)).toBe(true);
      }),
    );
  });
});
