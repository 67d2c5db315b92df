import { currencies, estimatedPrizePool, quickBuyInAmounts, totalBuyInCost } from '@pokerhome/domain';
import { FormField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { NumberField } from '@/components/ui/number-input.tsx';
import { cn } from '@/lib/cn.ts';
import { formatAmount } from '@/lib/format.ts';
import type { StepWizard } from '../utils/draft.ts';
import { BountyFields } from './bounty-fields.tsx';
import { EntryOptionsFields } from './entry-options.tsx';

const feeLabels = { houseFee: 'House fee', serviceFee: 'Service fee', processingFee: 'Processing fee' };
const cashGameBlinds = [
  { name: 'smallBlind', id: 'wizard-sb', label: 'Small blind' },
  { name: 'bigBlind', id: 'wizard-bb', label: 'Big blind' },
] as const;

export function BuyInStep({ wizard }: { wizard: StepWizard }) {
  const { draft, update, errors: e } = wizard;
  const b = draft.buyIn;
  const set = (change: Partial<typeof b>) => update((d) => ({ buyIn: { ...d.buyIn, ...change } }));
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          id="wizard-amount"
          label="Buy-in amount"
          error={e['buyIn.amount']}
          min={0.01}
          step={0.01}
          value={b.amount}
          onValueChange={(amount) => set({ amount })}
        />
        <FormField id="wizard-currency" label="Currency" error={e['buyIn.currency']}>
          <NativeSelect
            id="wizard-currency"
            value={b.currency}
            onChange={(ev) => set({ currency: ev.target.value as typeof b.currency })}
          >
            {currencies.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="sr-only">Quick amounts</legend>
        {quickBuyInAmounts.map((a) => (
          <button
            key={a}
            type="button"
            onClick={() => set({ amount: a })}
            className={cn(
              'rounded-full border px-3 py-1 text-sm',
              b.amount === a ? 'border-felt-600 bg-felt-50' : 'border-stone-300 hover:bg-stone-50',
            )}
          >
            {formatAmount(a, b.currency)}
          </button>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {(Object.keys(feeLabels) as (keyof typeof feeLabels)[]).map((name) => (
          <NumberField
            key={name}
            id={`wizard-${name}`}
            label={feeLabels[name]}
            error={e[`buyIn.additionalFees.${name}`]}
            min={0}
            step={0.01}
            value={b.additionalFees[name]}
            onValueChange={(fee) => set({ additionalFees: { ...b.additionalFees, [name]: fee } })}
          />
        ))}
      </div>
      {draft.type === 'cash_game' && (
        <div className="grid gap-4 sm:grid-cols-2">
          {cashGameBlinds.map(({ name, id, label }) => (
            <NumberField
              key={name}
              id={id}
              label={label}
              error={e[`buyIn.cashGameBlinds.${name}`]}
              min={0.01}
              step={0.01}
              value={b.cashGameBlinds[name]}
              onValueChange={(blind) => set({ cashGameBlinds: { ...b.cashGameBlinds, [name]: blind } })}
            />
          ))}
          <p className="text-sm text-stone-600 sm:col-span-2">
            Recommended buy-in: 50 to 100 big blinds (
            {formatAmount(b.cashGameBlinds.bigBlind * 50 || 0, b.currency)} to{' '}
            {formatAmount(b.cashGameBlinds.bigBlind * 100 || 0, b.currency)}).
          </p>
        </div>
      )}
      {draft.type === 'tournament' && <EntryOptionsFields wizard={wizard} />}
      {draft.type === 'tournament' && <BountyFields wizard={wizard} />}
      <dl className="grid gap-2 rounded-xl bg-stone-50 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">Total cost per player</dt>
          <dd className="font-semibold">
            {formatAmount(totalBuyInCost({ amount: b.amount || 0, ...b.additionalFees }), b.currency)}
          </dd>
        </div>
        {draft.type === 'tournament' && (
          <div>
            <dt className="text-stone-600">Prize pool with {draft.maxParticipants || 0} players</dt>
            <dd className="font-semibold">
              {formatAmount(
                estimatedPrizePool(
                  { amount: b.amount || 0, houseFee: b.additionalFees.houseFee || 0 },
                  draft.maxParticipants || 0,
                ),
                b.currency,
              )}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
