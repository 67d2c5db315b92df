import type { FinalStacksRule, SeasonScoring } from '../schemas/leagues/scoring.ts';
import { fromHundredths, toHundredths } from './points-formulas.ts';
import { rankMap, type SeasonEvent, type StandingLine, seasonTable, sortEvents } from './season-standings.ts';

export type Movement = { previousRank: number | null; movement: number | null };
export type Award = { playerKey: string; name: string; value: number } | null;

/** The table now, each line with its rank before the latest event, and the season's awards. */
export function seasonReport(events: readonly SeasonEvent[], scoring: SeasonScoring) {
  const ordered = sortEvents(events);
  const table = seasonTable(ordered, scoring);
  const before = ordered.length > 0 ? rankMap(seasonTable(ordered.slice(0, -1), scoring).lines) : new Map();
  const lines = table.lines.map((line) => {
    const previousRank = before.get(line.playerKey) ?? null;
    const movement = previousRank !== null && line.rank !== null ? previousRank - line.rank : null;
    return { ...line, previousRank, movement };
  });
  return { lines, scored: table.scored, awards: seasonAwards(ordered, scoring, table.lines) };
}

/**
 * Champion: first in the table. Most knockouts: the most (ties: table order). Most improved: the
 * most places gained from the table after the first half of the events to now (two events at least).
 */
export function seasonAwards(
  ordered: readonly SeasonEvent[],
  scoring: SeasonScoring,
  lines: readonly StandingLine[],
) {
  const ranked = lines.filter((l) => l.rank !== null);
  const first = ranked[0];
  const champion: Award = first
    ? { playerKey: first.playerKey, name: first.name, value: first.points }
    : null;
  let mostKnockouts: Award = null;
  for (const line of ranked) {
    if (line.knockouts > 0 && (mostKnockouts === null || line.knockouts > mostKnockouts.value)) {
      mostKnockouts = { playerKey: line.playerKey, name: line.name, value: line.knockouts };
    }
  }
  let mostImproved: Award = null;
  if (ordered.length >= 2) {
    const half = rankMap(seasonTable(ordered.slice(0, Math.floor(ordered.length / 2)), scoring).lines);
    for (const line of ranked) {
      const then = half.get(line.playerKey);
      if (then === undefined || then === null || line.rank === null) continue;
      const gained = then - line.rank;
      if (gained > 0 && (mostImproved === null || gained > mostImproved.value)) {
        mostImproved = { playerKey: line.playerKey, name: line.name, value: gained };
      }
    }
  }
  return { champion, mostKnockouts, mostImproved };
}

export type PlayerEventLine = {
  gameId: string;
  gameName: string;
  date: string;
  finish: number;
  entrants: number;
  points: number;
  counted: boolean;
  knockouts: number;
  rebuys: number;
  spentCents: number;
  wonCents: number;
  netCents: number;
};

export type HeadToHead = {
  opponentKey: string;
  opponentName: string;
  meetings: number;
  ahead: number;
  behind: number;
  knockedOut: number;
  knockedOutBy: number;
};

const oneDecimal = (x: number) => Math.round(x * 10) / 10;

/** One player's season: events in order, ROI, ITM percentage and head-to-head against everyone met. */
export function playerSeason(events: readonly SeasonEvent[], scoring: SeasonScoring, playerKey: string) {
  const { scored } = seasonTable(events, scoring);
  const history: PlayerEventLine[] = [];
  const h2h = new Map<string, HeadToHead>();
  for (const { event, results } of scored) {
    const mine = results.find((r) => r.playerKey === playerKey);
    if (!mine) continue;
    history.push({
      gameId: event.gameId,
      gameName: event.name,
      date: event.date,
      finish: mine.finish,
      entrants: event.entrants,
      points: fromHundredths(mine.hundredths),
      counted: mine.counted,
      knockouts: mine.knockouts,
      rebuys: mine.rebuys,
      spentCents: mine.spentCents,
      wonCents: mine.wonCents,
      netCents: mine.wonCents - mine.spentCents,
    });
    for (const other of results) {
      if (other.playerKey === playerKey) continue;
      const line = h2h.get(other.playerKey) ?? {
        opponentKey: other.playerKey,
        opponentName: other.name,
        meetings: 0,
        ahead: 0,
        behind: 0,
        knockedOut: 0,
        knockedOutBy: 0,
      };
      line.meetings += 1;
      if (mine.finish < other.finish) line.ahead += 1;
      if (mine.finish > other.finish) line.behind += 1;
      line.knockedOut += mine.eliminated.filter((k) => k === other.playerKey).length;
      line.knockedOutBy += other.eliminated.filter((k) => k === playerKey).length;
      h2h.set(other.playerKey, line);
    }
  }
  const spent = history.reduce((s, e) => s + e.spentCents, 0);
  const won = history.reduce((s, e) => s + e.wonCents, 0);
  return {
    events: history,
    roiPercent: spent > 0 ? oneDecimal(((won - spent) / spent) * 100) : null,
    itmPercent:
      history.length > 0
        ? oneDecimal((history.filter((e) => e.wonCents > 0).length / history.length) * 100)
        : null,
    headToHead: [...h2h.values()].sort(
      (a, b) => b.meetings - a.meetings || (a.opponentName < b.opponentName ? -1 : 1),
    ),
  };
}

/** The season final's starting stack for a points total (docs/leagues.md). */
export function finalStack(points: number, rule: FinalStacksRule): number {
  // In hundredths of a chip, all integers: 1.15 points × 10 chips is 11.5 here, not 11.4999….
  const raw = rule.baseChips * 100 + toHundredths(points) * rule.chipsPerPoint;
  const unit = rule.roundTo * 100;
  return Math.floor((raw + unit / 2) / unit) * rule.roundTo;
}

export function finalStacksRuleText(rule: FinalStacksRule): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return `Each qualified player starts with ${n(rule.baseChips)} chips plus ${n(rule.chipsPerPoint)} per season point, rounded to the nearest ${n(rule.roundTo)}.`;
}

export function finalStacks(lines: readonly StandingLine[], rule: FinalStacksRule) {
  return lines
    .filter((l) => l.rank !== null)
    .map((l) => ({
      rank: l.rank as number,
      playerKey: l.playerKey,
      name: l.name,
      points: l.points,
      chips: finalStack(l.points, rule),
    }));
}

/** The sandbox's rank changes: every player of either table, in the proposed order. */
type Ranked = Pick<StandingLine, 'playerKey' | 'name' | 'rank' | 'points'>;
export function rankChanges(current: readonly Ranked[], proposed: readonly Ranked[]) {
  const now = new Map(current.map((l) => [l.playerKey, l]));
  return proposed.map((p) => {
    const c = now.get(p.playerKey);
    const currentRank = c?.rank ?? null;
    return {
      playerKey: p.playerKey,
      name: p.name,
      currentRank,
      proposedRank: p.rank,
      change: currentRank !== null && p.rank !== null ? currentRank - p.rank : null,
      currentPoints: c?.points ?? 0,
      proposedPoints: p.points,
    };
  });
}
