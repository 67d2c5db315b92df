import { currencies, estimatedPrizePool, quickBuyInAmounts, totalBuyInCost } from '@pokerhome/domain';
import { FormField, fieldControlProps, InputField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { cn } from '@/lib/cn.ts';
import type { StepWizard } from '../utils/draft.ts';
import { money } from '../utils/money.ts';
import { BountyFields } from './bounty-fields.tsx';
import { EntryOptionsFields } from './entry-options.tsx';

const num = (v: string) => (v === '' ? Number.NaN : Number(v));

export function BuyInStep({ wizard }: { wizard: StepWizard }) {
  const { draft, update, errors: e } = wizard;
  const b = draft.buyIn;
  const set = (change: Partial<typeof b>) => update((d) => ({ buyIn: { ...d.buyIn, ...change } }));
  const fee = (name: keyof typeof b.additionalFees, value: string) =>
    set({ additionalFees: { ...b.additionalFees, [name]: num(value) } });
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="wizard-amount"
          label="Buy-in amount"
          error={e['buyIn.amount']}
          type="number"
          min={0.01}
          step={0.01}
          value={Number.isFinite(b.amount) ? b.amount : ''}
          onChange={(ev) => set({ amount: num(ev.target.value) })}
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
            {money(a, b.currency)}
          </button>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {(['houseFee', 'serviceFee', 'processingFee'] as const).map((name) => (
          <FormField
            key={name}
            id={`wizard-${name}`}
            label={
              { houseFee: 'House fee', serviceFee: 'Service fee', processingFee: 'Processing fee' }[name]
            }
            error={e[`buyIn.additionalFees.${name}`]}
          >
            <Input
              {...fieldControlProps(`wizard-${name}`, { error: e[`buyIn.additionalFees.${name}`] })}
              type="number"
              min={0}
              step={0.01}
              value={Number.isFinite(b.additionalFees[name]) ? b.additionalFees[name] : ''}
              onChange={(ev) => fee(name, ev.target.value)}
            />
          </FormField>
        ))}
      </div>
      {draft.type === 'cash_game' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="wizard-sb"
            label="Small blind"
            error={e['buyIn.cashGameBlinds.smallBlind']}
            type="number"
            min={0.01}
            step={0.01}
            value={Number.isFinite(b.cashGameBlinds.smallBlind) ? b.cashGameBlinds.smallBlind : ''}
            onChange={(ev) =>
              set({ cashGameBlinds: { ...b.cashGameBlinds, smallBlind: num(ev.target.value) } })
            }
          />
          <InputField
            id="wizard-bb"
            label="Big blind"
            error={e['buyIn.cashGameBlinds.bigBlind']}
            type="number"
            min={0.01}
            step={0.01}
            value={Number.isFinite(b.cashGameBlinds.bigBlind) ? b.cashGameBlinds.bigBlind : ''}
            onChange={(ev) =>
              set({ cashGameBlinds: { ...b.cashGameBlinds, bigBlind: num(ev.target.value) } })
            }
          />
          <p className="text-sm text-stone-600 sm:col-span-2">
            Recommended buy-in: 50 to 100 big blinds ({money(b.cashGameBlinds.bigBlind * 50 || 0, b.currency)}{' '}
            to {money(b.cashGameBlinds.bigBlind * 100 || 0, b.currency)}).
          </p>
        </div>
      )}
      {draft.type === 'tournament' && <EntryOptionsFields wizard={wizard} />}
      {draft.type === 'tournament' && <BountyFields wizard={wizard} />}
      <dl className="grid gap-2 rounded-xl bg-stone-50 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">Total cost per player</dt>
          <dd className="font-semibold">
            {money(totalBuyInCost({ amount: b.amount || 0, ...b.additionalFees }), b.currency)}
          </dd>
        </div>
        {draft.type === 'tournament' && (
          <div>
            <dt className="text-stone-600">Prize pool with {draft.maxParticipants || 0} players</dt>
            <dd className="font-semibold">
              {money(
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
