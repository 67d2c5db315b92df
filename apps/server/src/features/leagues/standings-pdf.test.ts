import { type Standings, seasonScoringSchema } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { standingsPdf } from './standings-export.ts';

const row = (rank: number, name: string): Standings['rows'][number] => ({
  rank,
  previousRank: null,
  movement: null,
  playerKey: `p${rank}`,
  name,
  isMember: true,
  qualified: true,
  events: 2,
  countedEvents: 2,
  points: 10 - rank,
  pointsAllEvents: 10 - rank,
  wins: rank === 1 ? 1 : 0,
  bestFinish: rank,
  finalTables: 1,
  itm: 1,
  knockouts: 3 - rank,
  netCents: 1000,
});

// Issue 28: the standard Helvetica printed "√" as a quote and broke "Knockouts"; the embedded
// DejaVu Sans prints them, accented and non-Latin names too (decision 0039).
describe('the standings PDF', () => {
  it('prints the formula, the headers and every name as written, and no Champion mid-season', async () => {
    const scoring = seasonScoringSchema.parse({ formula: 'field-and-buy-in' });
    const names = ['Zoë Ångström', 'Дмитрий Иванов', 'Γιώργος Παπαδόπουλος'];
    const standings: Standings = {
      seasonId: 's1',
      seasonName: 'Spring',
      leagueName: 'Thursday League',
      currency: 'EUR',
      scoring,
      tieBreaks: scoring.tieBreaks,
      eventCount: 2,
      lastEvent: null,
      lastRecomputedAt: null,
      rows: names.map((n, i) => row(i + 1, n)),
      awards: {
        champion: { playerKey: 'p1', name: names[0]!, value: 9, label: '9 points' },
        mostKnockouts: null,
        mostImproved: null,
      },
      seasonOver: false,
    };
    const text = pdfText(await standingsPdf(standings));
    expect(text).toContain('√(n·b²/e)');
    expect(text).toContain('Knockouts');
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain(`Leader: ${names[0]}`);
    expect(text).not.toContain('Champion');
    const over = pdfText(await standingsPdf({ ...standings, seasonOver: true }));
    expect(over).toContain(`Champion: ${names[0]}`);
  });
});
