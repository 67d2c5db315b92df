import { pointsFormulaIds, type TieBreakId, tieBreakIds, tieBreakLabels } from '@pokerhome/domain';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FieldError, InputField } from '@/components/ui/form-field.tsx';
import { cn } from '@/lib/cn.ts';
import { formulaExplanations, formulaLabel } from '../utils/formulas.ts';
import type { FieldErrors, ScoringDraft } from '../utils/season-draft.ts';

/**
 * How a season scores: the formula (each explained, with its worked example), the bonuses, best N,
 * the minimum to be ranked and the tie-breaks in order. Shared by the season form and the sandbox;
 * `idPrefix` keeps the two editors' ids apart when both are on one page.
 */
export function ScoringEditor({
  value,
  onChange,
  errors,
  idPrefix = 'scoring',
}: {
  value: ScoringDraft;
  onChange: (next: ScoringDraft) => void;
  errors: FieldErrors;
  idPrefix?: string;
}) {
  const set = (change: Partial<ScoringDraft>) => onChange({ ...value, ...change });
  const id = (field: string) => `${idPrefix}-${field}`;
  const err = (field: string) => errors[`scoring.${field}`];
  /** One typed field of the draft, with its label, hint and message; `input` adds to the box. */
  const typedField = (
    field: Exclude<keyof ScoringDraft, 'formula' | 'tieBreaks'>,
    label: string,
    hint: string,
    input: ComponentProps<'input'> = {},
  ) => (
    <InputField
      id={id(field)}
      label={label}
      hint={hint}
      error={err(field)}
      {...input}
      value={value[field]}
      onChange={(e) => set({ [field]: e.target.value })}
    />
  );
  const decimal = { inputMode: 'decimal' } as const;

  const toggleTieBreak = (t: TieBreakId, on: boolean) =>
    set({ tieBreaks: on ? [...value.tieBreaks, t] : value.tieBreaks.filter((x) => x !== t) });
  const moveTieBreak = (i: number, by: -1 | 1) => {
    const list = [...value.tieBreaks];
    const [item] = list.splice(i, 1);
    if (!item) return;
    list.splice(i + by, 0, item);
    set({ tieBreaks: list });
  };
  const unused = tieBreakIds.filter((t) => !value.tieBreaks.includes(t));

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-medium">Points formula</legend>
        <div className="mt-2 grid gap-3 lg:grid-cols-2">
          {pointsFormulaIds.map((f) => {
            const checked = value.formula === f;
            return (
              <label
                key={f}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-xl border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-chip-400',
                  checked ? 'border-felt-600 bg-felt-50' : 'border-stone-200 bg-white hover:bg-stone-50',
                )}
              >
                <input
                  type="radio"
                  name={id('formula')}
                  value={f}
                  checked={checked}
                  onChange={() => set({ formula: f })}
                  className="mt-1 accent-felt-700"
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-stone-900">{formulaLabel(f)}</span>
                  <span className="mt-1 block text-sm text-stone-700">{formulaExplanations[f].summary}</span>
                  <span className="mt-1 block text-xs text-stone-600">
                    Example: {formulaExplanations[f].example}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id={id('formula')} error={err('formula')} />
      </fieldset>

      {value.formula === 'fixed-table' &&
        typedField(
          'fixedTable',
          'Points by position',
          'Points for 1st, 2nd, 3rd… separated by commas; places past the end score 0.',
        )}

      <div className="grid gap-4 sm:grid-cols-3">
        {typedField('attendanceBonus', 'Attendance bonus', 'Points for playing an event.', decimal)}
        {typedField('knockoutBonus', 'Knockout bonus', 'Points for each player you knock out.', decimal)}
        {typedField(
          'bountyBonus',
          'Bounty on the last winner',
          "Points for knocking out the previous event's winner.",
          decimal,
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {typedField(
          'bestN',
          'Best N events',
          "Only each player's best N events count. Leave empty to count every event.",
          { inputMode: 'numeric', placeholder: 'All events' },
        )}
        {typedField(
          'minimumEvents',
          'Minimum events to be ranked',
          'Players with fewer events are listed after the ranked ones. 0 ranks everyone.',
          { inputMode: 'numeric' },
        )}
      </div>

      <fieldset>
        <legend className="text-sm font-medium">Tie-breaks, in order</legend>
        <p className="text-xs text-stone-500">
          After points. Players still level are ordered by name, so every rank is distinct.
        </p>
        <ol className="mt-2 space-y-1">
          {value.tieBreaks.map((t, i) => (
            <li
              key={t}
              className="flex items-center gap-2 rounded-md border border-stone-200 bg-white px-3 py-1.5"
            >
              <Checkbox id={id(`tb-${t}`)} checked onChange={(e) => toggleTieBreak(t, e.target.checked)} />
              <label htmlFor={id(`tb-${t}`)} className="flex-1 text-sm">
                {i + 1}. {tieBreakLabels[t]}
              </label>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                disabled={i === 0}
                aria-label={`Move ${tieBreakLabels[t]} up`}
                onClick={() => moveTieBreak(i, -1)}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                disabled={i === value.tieBreaks.length - 1}
                aria-label={`Move ${tieBreakLabels[t]} down`}
                onClick={() => moveTieBreak(i, 1)}
              >
                <ArrowDown aria-hidden />
              </Button>
            </li>
          ))}
          {unused.map((t) => (
            <li key={t} className="flex items-center gap-2 px-3 py-1.5">
              <Checkbox
                id={id(`tb-${t}`)}
                checked={false}
                onChange={(e) => toggleTieBreak(t, e.target.checked)}
              />
              <label htmlFor={id(`tb-${t}`)} className="flex-1 text-sm text-stone-600">
                {tieBreakLabels[t]}
              </label>
            </li>
          ))}
        </ol>
        <FieldError id={id('tieBreaks')} error={err('tieBreaks')} />
      </fieldset>
    </div>
  );
}
