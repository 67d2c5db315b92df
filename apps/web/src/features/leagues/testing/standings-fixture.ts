import type { SeasonScoring, StandingRow, Standings } from '@pokerhome/domain';

export const scoringFixture: SeasonScoring = {
  formula: 'linear',
  fixedTable: [10, 7, 5, 3, 2, 1],
  attendanceBonus: 0,
  knockoutBonus: 0,
  bountyBonus: 0,
  bestN: null,
  minimumEvents: 0,
  tieBreaks: ['wins', 'best-finish', 'events'],
};

export function rowFixture(
  overrides: Partial<StandingRow> & Pick<StandingRow, 'playerKey' | 'name'>,
): StandingRow {
  return {
    rank: 1,
    previousRank: 1,
    movement: 0,
    isMember: true,
    qualified: true,
    events: 2,
    countedEvents: 2,
    points: 10,
    pointsAllEvents: 10,
    wins: 0,
    bestFinish: 1,
    finalTables: 1,
    itm: 1,
    knockouts: 0,
    netCents: 0,
    ...overrides,
  };
}

export function standingsFixture(rows: StandingRow[], overrides: Partial<Standings> = {}): Standings {
  return {
    seasonId: 's-1',
    seasonName: 'Spring 2027',
    leagueName: 'Thursday League',
    currency: 'USD',
    scoring: scoringFixture,
    tieBreaks: scoringFixture.tieBreaks,
    eventCount: 2,
    lastEvent: { gameId: 'g-2', name: 'Night 2', date: '2027-03-02T19:00:00.000Z' },
    lastRecomputedAt: '2027-03-02T23:00:00.000Z',
    rows,
    awards: { champion: null, mostKnockouts: null, mostImproved: null },
    seasonOver: false,
    ...overrides,
  };
}
