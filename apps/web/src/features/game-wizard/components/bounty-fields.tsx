import type { BountyFormat } from '@pokerhome/domain';
import { FormField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { NumberField } from '@/components/ui/number-input.tsx';
import type { StepWizard } from '../utils/draft.ts';

const formatLabels: Record<BountyFormat, string> = {
  none: 'No bounty',
  knockout: 'Knockout (the whole bounty to the buster)',
  progressive: 'Progressive knockout (half paid, half onto the buster’s head)',
};

/**
 * A bounty tournament (docs/tournament.md, "Bounties"): the amount of each entry that goes on the
 * entrant's head instead of into the prize pool, paid at knockouts in the ledger.
 */
export function BountyFields({ wizard }: { wizard: StepWizard }) {
  const { draft, update, errors: e } = wizard;
  const bounty = draft.buyIn.bounty ?? { format: 'none' as const, amount: 0 };
  const set = (change: Partial<typeof bounty>) =>
    update((d) => ({ buyIn: { ...d.buyIn, bounty: { ...bounty, ...change } } }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="wizard-bounty-format" label="Bounties">
        <NativeSelect
          id="wizard-bounty-format"
          value={bounty.format}
          onChange={(ev) => set({ format: ev.target.value as BountyFormat })}
        >
          {(Object.keys(formatLabels) as BountyFormat[]).map((f) => (
            <option key={f} value={f}>
              {formatLabels[f]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {bounty.format !== 'none' && (
        <NumberField
          id="wizard-bounty-amount"
          label="Bounty per entry"
          error={e['buyIn.bounty.amount']}
          min={0}
          step={0.01}
          value={bounty.amount}
          onValueChange={(amount) => set({ amount })}
        />
      )}
    </div>
  );
}
