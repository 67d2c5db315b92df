import {
  type Currency,
  defaultTieBreaks,
  type FinalStacksRule,
  type PointsFormulaId,
  type Season,
  type SeasonInput,
  type SeasonScoring,
  seasonInputSchema,
  seasonScoringSchema,
  type TieBreakId,
} from '@pokerhome/domain';
import { isApiError } from '@/lib/api-error.ts';

/** The scoring as typed: numbers stay text until the form is checked, so a half-typed value is kept. */
export type ScoringDraft = {
  formula: PointsFormulaId;
  /** "10, 7, 5, 3, 2, 1": points for 1st, 2nd, 3rd… */
  fixedTable: string;
  attendanceBonus: string;
  knockoutBonus: string;
  bountyBonus: string;
  /** Empty counts every event. */
  bestN: string;
  minimumEvents: string;
  tieBreaks: TieBreakId[];
};

export type SeasonDraft = {
  name: string;
  startsOn: string;
  endsOn: string;
  currency: Currency;
  scoring: ScoringDraft;
  finalStacks: { baseChips: string; chipsPerPoint: string; roundTo: string };
};

/** Dotted field path (`scoring.bestN`) → the message to show under that field. */
export type FieldErrors = Record<string, string>;

export function scoringToDraft(s: SeasonScoring): ScoringDraft {
  return {
    formula: s.formula,
    fixedTable: s.fixedTable.join(', '),
    attendanceBonus: String(s.attendanceBonus),
    knockoutBonus: String(s.knockoutBonus),
    bountyBonus: String(s.bountyBonus),
    bestN: s.bestN === null ? '' : String(s.bestN),
    minimumEvents: String(s.minimumEvents),
    tieBreaks: [...s.tieBreaks],
  };
}

export const defaultScoring: SeasonScoring = seasonScoringSchema.parse({ formula: 'linear' });

const stacksToDraft = (r: FinalStacksRule) => ({
  baseChips: String(r.baseChips),
  chipsPerPoint: String(r.chipsPerPoint),
  roundTo: String(r.roundTo),
});

/** A new season: this year's calendar, linear points, every event counts. */
export function newSeasonDraft(today: Date): SeasonDraft {
  const year = today.getFullYear();
  return {
    name: `Season ${year}`,
    startsOn: `${year}-01-01`,
    endsOn: `${year}-12-31`,
    currency: 'USD',
    scoring: scoringToDraft({ ...defaultScoring, tieBreaks: [...defaultTieBreaks] }),
    finalStacks: stacksToDraft({ baseChips: 10_000, chipsPerPoint: 100, roundTo: 100 }),
  };
}

export function seasonToDraft(season: Season): SeasonDraft {
  return {
    name: season.name,
    startsOn: season.startsOn,
    endsOn: season.endsOn,
    currency: season.currency,
    scoring: scoringToDraft(season.scoring),
    finalStacks: stacksToDraft(season.finalStacks),
  };
}

/** Text → number for the schema; blank becomes NaN so the schema's own message names the field. */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function scoringValue(d: ScoringDraft) {
  const table = d.fixedTable.trim();
  return {
    formula: d.formula,
    fixedTable:
      table === ''
        ? []
        : table
            .split(/[\s,;]+/)
            .filter(Boolean)
            .map(Number),
    attendanceBonus: num(d.attendanceBonus),
    knockoutBonus: num(d.knockoutBonus),
    bountyBonus: num(d.bountyBonus),
    bestN: d.bestN.trim() === '' ? null : num(d.bestN),
    minimumEvents: num(d.minimumEvents),
    tieBreaks: d.tieBreaks,
  };
}

/** The first message per field, keyed by the field's path (list items name their list). */
function issuesToErrors(issues: { path: PropertyKey[]; message: string }[], prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.filter((p) => typeof p === 'string').join('.');
    const key = `${prefix}${path}`;
    errors[key] ??= issue.message;
  }
  return errors;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** The scoring checked by the domain's schema, errors under `scoring.<field>`. */
export function checkScoring(d: ScoringDraft): Checked<SeasonScoring> {
  const parsed = seasonScoringSchema.safeParse(scoringValue(d));
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: issuesToErrors(parsed.error.issues, 'scoring.') };
}

/** The whole season checked by the domain's schema (the same one the server applies). */
export function checkSeason(d: SeasonDraft): Checked<SeasonInput> {
  const parsed = seasonInputSchema.safeParse({
    name: d.name,
    startsOn: d.startsOn,
    endsOn: d.endsOn,
    currency: d.currency,
    scoring: scoringValue(d.scoring),
    finalStacks: {
      baseChips: num(d.finalStacks.baseChips),
      chipsPerPoint: num(d.finalStacks.chipsPerPoint),
      roundTo: num(d.finalStacks.roundTo),
    },
  });
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: issuesToErrors(parsed.error.issues) };
}

/** The server's per-field messages (a 400), in the same shape; list items name their list. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.fields) return {};
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(error.fields)) {
    errors[path.replace(/\.\d+$/, '')] ??= message;
  }
  return errors;
}
