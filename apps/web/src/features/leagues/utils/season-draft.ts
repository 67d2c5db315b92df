import {
  type Currency,
  currencies,
  defaultTieBreaks,
  type FinalStacksRule,
  type PointsFormulaId,
  pointsFormulaIds,
  type Season,
  type SeasonInput,
  type SeasonScoring,
  seasonInputSchema,
  seasonScoringSchema,
  type TieBreakId,
  tieBreakIds,
} from '@pokerhome/domain';
import { z } from 'zod';
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

const scoringDraftShape = z.object({
  formula: z.enum(pointsFormulaIds),
  fixedTable: z.string(),
  attendanceBonus: z.string(),
  knockoutBonus: z.string(),
  bountyBonus: z.string(),
  bestN: z.string(),
  minimumEvents: z.string(),
  tieBreaks: z.array(z.enum(tieBreakIds)),
});

function scoringValue(d: ScoringDraft): z.input<typeof seasonScoringSchema> {
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

/** The scoring as typed, read into the domain's scoring schema, which checks it (fields keep their names). */
export const scoringDraftSchema = scoringDraftShape.transform(scoringValue).pipe(seasonScoringSchema);

/** The season form as typed, read into the domain's season schema (the one the server applies). */
export const seasonDraftSchema = z
  .object({
    name: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    currency: z.enum(currencies),
    scoring: scoringDraftShape,
    finalStacks: z.object({ baseChips: z.string(), chipsPerPoint: z.string(), roundTo: z.string() }),
  })
  .transform(
    (d): z.input<typeof seasonInputSchema> => ({
      ...d,
      scoring: scoringValue(d.scoring),
      finalStacks: {
        baseChips: num(d.finalStacks.baseChips),
        chipsPerPoint: num(d.finalStacks.chipsPerPoint),
        roundTo: num(d.finalStacks.roundTo),
      },
    }),
  )
  .pipe(seasonInputSchema);

/** The first message per field, keyed by the field's path (list items name their list). */
function issuesToErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.filter((p) => typeof p === 'string').join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * A form's errors (react-hook-form's tree) as the same dotted map, for the scoring editor, which
 * the season form and the sandbox share.
 */
export function flatErrors(tree: unknown, path: string[] = [], out: FieldErrors = {}): FieldErrors {
  if (!tree || typeof tree !== 'object') return out;
  const node = tree as { message?: unknown; ref?: unknown };
  if (typeof node.message === 'string') {
    out[path.filter((p) => !/^\d+$/.test(p)).join('.')] ??= node.message;
    return out;
  }
  for (const [key, child] of Object.entries(tree)) if (key !== 'ref') flatErrors(child, [...path, key], out);
  return out;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

function check<T>(parsed: z.ZodSafeParseResult<T>): Checked<T> {
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: issuesToErrors(parsed.error.issues) };
}

/** The scoring checked by the domain's schema, errors under `scoring.<field>` (the sandbox). */
const scoringOnly = z.object({ scoring: scoringDraftSchema });
export function checkScoring(d: ScoringDraft): Checked<SeasonScoring> {
  const checked = check(scoringOnly.safeParse({ scoring: d }));
  return checked.ok ? { ok: true, value: checked.value.scoring } : checked;
}

/** The whole season checked by the domain's schema (the sandbox's switch). */
export const checkSeason = (d: SeasonDraft): Checked<SeasonInput> => check(seasonDraftSchema.safeParse(d));

/** The server's per-field messages (a 400), in the same shape; list items name their list. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.fields) return {};
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(error.fields)) {
    errors[path.replace(/\.\d+$/, '')] ??= message;
  }
  return errors;
}
