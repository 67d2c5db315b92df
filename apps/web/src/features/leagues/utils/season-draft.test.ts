import { leagueMessages } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { checkScoring, checkSeason, newSeasonDraft, serverFieldErrors } from './season-draft.ts';

const draft = newSeasonDraft(new Date(2027, 4, 1));

describe('season draft', () => {
  it('reads the typed scoring into the schema: a fixed table from commas, empty best N as every event', () => {
    const checked = checkScoring({
      ...draft.scoring,
      formula: 'fixed-table',
      fixedTable: '12, 8 5',
      bestN: '',
    });
    expect(checked).toEqual({
      ok: true,
      value: expect.objectContaining({ formula: 'fixed-table', fixedTable: [12, 8, 5], bestN: null }),
    });
  });

  it("names each bad field with the domain's message", () => {
    const checked = checkScoring({
      ...draft.scoring,
      bestN: '0',
      knockoutBonus: 'lots',
      fixedTable: '10, x',
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors['scoring.bestN']).toBe(leagueMessages.bestNInvalid);
    expect(checked.errors['scoring.knockoutBonus']).toBe(leagueMessages.bonusInvalid);
    expect(checked.errors['scoring.fixedTable']).toBe(leagueMessages.fixedTableInvalid);
  });

  it('refuses a season that ends before it starts, under the end date', () => {
    const checked = checkSeason({ ...draft, startsOn: '2027-06-01', endsOn: '2027-05-01' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.endsOn).toBe(leagueMessages.datesOrder);
  });

  it("puts the server's field messages under the same paths, list items under their list", () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      fields: { 'scoring.formula': leagueMessages.formulaUnknown, 'scoring.fixedTable.2': 'bad' },
    });
    expect(serverFieldErrors(error)).toEqual({
      'scoring.formula': leagueMessages.formulaUnknown,
      'scoring.fixedTable': 'bad',
    });
  });
});
