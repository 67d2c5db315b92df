import type { SeasonScoring, TieBreakId } from '../schemas/leagues/scoring.ts';
import { formulaHundredths, fromHundredths, toHundredths } from './points-formulas.ts';

/** One player's result in one event, built from the tournament and the ledger. */
export type EventResult = {
  playerKey: string;
  name: string;
  finish: number;
  spentCents: number;
  /** Payouts and bounties paid to the player. */
  wonCents: number;
  rebuys: number;
  /** Keys of the players this player eliminated. */
  eliminated: string[];
  /** Finished within the tournament's table size. */
  finalTable: boolean;
};

/** A completed tournament of the season. */
export type SeasonEvent = {
  gameId: string;
  name: string;
  /** ISO date-time; events are scored in this order (then by game id). */
  date: string;
  buyInCents: number;
  entrants: number;
  results: EventResult[];
};

export type ScoredResult = EventResult & {
  /** Formula points plus bonuses, in hundredths. */
  hundredths: number;
  knockouts: number;
  /** Knocked out the previous event's winner. */
  bounty: boolean;
  /** Counts in the season total (best N). */
  counted: boolean;
};

export type StandingLine = {
  rank: number | null;
  playerKey: string;
  name: string;
  qualified: boolean;
  events: number;
  countedEvents: number;
  points: number;
  pointsAllEvents: number;
  wins: number;
  bestFinish: number | null;
  finalTables: number;
  itm: number;
  knockouts: number;
  netCents: number;
};

export type SeasonTable = {
  lines: StandingLine[];
  /** Per event (same order as the input), each result with its points. */
  scored: { event: SeasonEvent; results: ScoredResult[] }[];
};

export function sortEvents(events: readonly SeasonEvent[]): SeasonEvent[] {
  return [...events].sort((a, b) =>
    a.date === b.date ? (a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0) : a.date < b.date ? -1 : 1,
  );
}

/** Scores every result of every event: formula points plus attendance, knockout and bounty bonuses. */
function scoreEvents(events: readonly SeasonEvent[], scoring: SeasonScoring) {
  let previousWinner: string | null = null;
  return events.map((event) => {
    const results = event.results.map((result): ScoredResult => {
      const bounty = previousWinner !== null && result.eliminated.includes(previousWinner);
      const base = formulaHundredths(scoring, {
        entrants: event.entrants,
        finish: result.finish,
        buyInCents: event.buyInCents,
        spentCents: result.spentCents,
      });
      const hundredths =
        base +
        toHundredths(scoring.attendanceBonus) +
        result.eliminated.length * toHundredths(scoring.knockoutBonus) +
        (bounty ? toHundredths(scoring.bountyBonus) : 0);
      return { ...result, hundredths, knockouts: result.eliminated.length, bounty, counted: true };
    });
    previousWinner = event.results.find((r) => r.finish === 1)?.playerKey ?? null;
    return { event, results };
  });
}

const collator = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

function compareTieBreak(id: TieBreakId, a: StandingLine, b: StandingLine): number {
  switch (id) {
    case 'wins':
      return b.wins - a.wins;
    case 'best-finish':
      return (a.bestFinish ?? Number.MAX_SAFE_INTEGER) - (b.bestFinish ?? Number.MAX_SAFE_INTEGER);
    case 'events':
      return b.events - a.events;
    case 'knockouts':
      return b.knockouts - a.knockouts;
    case 'final-tables':
      return b.finalTables - a.finalTables;
  }
}

/** The table's order (docs/leagues.md): qualified first, points, the tie-breaks, name, key. */
export function compareLines(tieBreaks: readonly TieBreakId[]) {
  return (a: StandingLine, b: StandingLine): number => {
    if (a.qualified !== b.qualified) return a.qualified ? -1 : 1;
    if (a.points !== b.points) return b.points - a.points;
    for (const id of tieBreaks) {
      const c = compareTieBreak(id, a, b);
      if (c !== 0) return c;
    }
    return collator(a.name, b.name) || (a.playerKey < b.playerKey ? -1 : a.playerKey > b.playerKey ? 1 : 0);
  };
}

/**
 * The season table from its completed events, pure and deterministic: the same events and
 * scoring always give the same table.
 */
export function seasonTable(events: readonly SeasonEvent[], scoring: SeasonScoring): SeasonTable {
  const scored = scoreEvents(sortEvents(events), scoring);
  const byPlayer = new Map<string, { name: string; results: ScoredResult[] }>();
  for (const { results } of scored) {
    for (const result of results) {
      const entry = byPlayer.get(result.playerKey) ?? { name: result.name, results: [] };
      entry.name = result.name;
      entry.results.push(result);
      byPlayer.set(result.playerKey, entry);
    }
  }
  const lines: StandingLine[] = [];
  for (const [playerKey, { name, results }] of byPlayer) {
    // Best N: the highest scores; among equal scores the earlier event counts.
    const ordered = results
      .map((r, i) => ({ r, i }))
      .sort((a, b) => b.r.hundredths - a.r.hundredths || a.i - b.i);
    const keep = scoring.bestN === null ? ordered.length : Math.min(scoring.bestN, ordered.length);
    for (const [index, { r }] of ordered.entries()) r.counted = index < keep;
    const all = results.reduce((sum, r) => sum + r.hundredths, 0);
    const counted = results.filter((r) => r.counted).reduce((sum, r) => sum + r.hundredths, 0);
    const finishes = results.map((r) => r.finish);
    lines.push({
      rank: null,
      playerKey,
      name,
      qualified: results.length >= scoring.minimumEvents,
      events: results.length,
      countedEvents: keep,
      points: fromHundredths(counted),
      pointsAllEvents: fromHundredths(all),
      wins: finishes.filter((f) => f === 1).length,
      bestFinish: finishes.length > 0 ? Math.min(...finishes) : null,
      finalTables: results.filter((r) => r.finalTable).length,
      itm: results.filter((r) => r.wonCents > 0).length,
      knockouts: results.reduce((sum, r) => sum + r.knockouts, 0),
      netCents: results.reduce((sum, r) => sum + r.wonCents - r.spentCents, 0),
    });
  }
  lines.sort(compareLines(scoring.tieBreaks));
  let rank = 0;
  for (const line of lines) line.rank = line.qualified ? ++rank : null;
  return { lines, scored };
}

/** Ranks by player key. */
export function rankMap(lines: readonly StandingLine[]): Map<string, number | null> {
  return new Map(lines.map((l) => [l.playerKey, l.rank]));
}
