import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { type EntryOption, type EntryOptions, freezeout, type StepWizard } from '../utils/draft.ts';

const rows: {
  key: keyof EntryOptions;
  label: string;
  fields: ('price' | 'chips' | 'untilLevel' | 'maxPerPlayer')[];
  until: string;
  /** The director's rules (docs/tournament.md, "Rebuys and add-ons"). */
  limits?: boolean;
}[] = [
  {
    key: 'rebuy',
    label: 'Allow rebuys',
    fields: ['price', 'chips', 'untilLevel', 'maxPerPlayer'],
    until: 'Until level',
    limits: true,
  },
  {
    key: 'addOn',
    label: 'Allow an add-on',
    fields: ['price', 'chips', 'untilLevel', 'maxPerPlayer'],
    until: 'Until level',
    limits: true,
  },
  {
    key: 'reEntry',
    label: 'Allow re-entry',
    fields: ['price', 'untilLevel'],
    until: 'Late registration until level',
  },
];
const fieldLabels = { price: 'Price', chips: 'Chips', maxPerPlayer: 'Per player' } as const;
const optional = (v: string) => (v === '' ? null : Number(v));

/**
 * A tournament's rebuys, add-on and re-entry: the ledger refuses what is not allowed here, and
 * past its level. Empty price or chips mean the buy-in's and the starting stack.
 */
export function EntryOptionsFields({ wizard }: { wizard: StepWizard }) {
  const { draft, update } = wizard;
  const entries = draft.buyIn.entries ?? freezeout();
  const set = (key: keyof EntryOptions, change: Partial<EntryOption>) =>
    update((d) => {
      const current = d.buyIn.entries ?? freezeout();
      return { buyIn: { ...d.buyIn, entries: { ...current, [key]: { ...current[key], ...change } } } };
    });
  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold">Rebuys, add-on and re-entry</legend>
      {rows.map((row) => {
        const o = entries[row.key];
        const id = `wizard-${row.key}`;
        return (
          <div key={row.key} className="grid gap-2 sm:grid-cols-[12rem_1fr] sm:items-center">
            <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
              <Checkbox
                id={id}
                checked={o.allowed}
                onChange={(e) => set(row.key, { allowed: e.target.checked })}
              />
              {row.label}
            </label>
            {o.allowed && (
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {row.fields.map((f) => (
                  <Input
                    key={f}
                    aria-label={`${row.label.replace('Allow ', '')}: ${f === 'untilLevel' ? row.until : fieldLabels[f]}`}
                    placeholder={f === 'untilLevel' ? row.until : fieldLabels[f]}
                    type="number"
                    min={f === 'price' ? 0.01 : 1}
                    step={f === 'price' ? 0.01 : 1}
                    value={o[f] ?? ''}
                    onChange={(e) => set(row.key, { [f]: optional(e.target.value) })}
                  />
                ))}
                {row.limits && (
                  <label htmlFor={`${id}-stack`} className="col-span-full flex items-center gap-2 text-sm">
                    <Checkbox
                      id={`${id}-stack`}
                      checked={o.atOrBelowStartingStack ?? false}
                      onChange={(e) => set(row.key, { atOrBelowStartingStack: e.target.checked })}
                    />
                    Only at or below the starting stack
                  </label>
                )}
              </div>
            )}
          </div>
        );
      })}
      <p className="text-xs text-stone-500">
        Empty price: the buy-in. Empty chips: the starting stack. Empty level: while the tournament runs.
        Empty per player: any number of rebuys, one add-on.
      </p>
    </fieldset>
  );
}
