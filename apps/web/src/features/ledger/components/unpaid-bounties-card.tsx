import { type Ledger, type UnpaidBountyChoice, unpaidBountyChoices } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { formatMoney } from '@/lib/format.ts';
import { ledgerQueryOptions, useSettleUnpaidBounties } from '../api/ledger.ts';

const choiceLabels: Record<UnpaidBountyChoice, string> = {
  winner: 'Pay it to the winner',
  split: 'Split it among the paid places',
  refund: 'Refund each player their own bounty',
};

/**
 * The end of a bounty tournament (docs/ledger.md, "Unpaid bounties"): the bounties no knockout paid
 * (no buster was named), whose heads they were on, and the host's choice of where they go, each
 * option showing the entries it records. Nothing shows once they are settled, or to players.
 */
export function UnpaidBountiesCard({ ledger }: { ledger: Ledger }) {
  const [choice, setChoice] = useState<UnpaidBountyChoice>('winner');
  const settle = useSettleUnpaidBounties(ledger.gameId);
  const unpaid = ledger.unpaidBounties;
  if (!unpaid || !ledger.canManage) return null;
  const c = (cents: number) => formatMoney(cents, ledger.currency);
  return (
    <section
      aria-labelledby="unpaid-bounties-title"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-stone-900"
    >
      <h2 id="unpaid-bounties-title" className="text-lg font-semibold">
        Unpaid bounties: {c(unpaid.totalCents)}
      </h2>
      <p className="text-sm text-stone-700">
        No buster was named for these knockouts, so their bounties were paid to nobody. Choose where the money
        goes; it is recorded on the ledger.
      </p>
      {unpaid.heads.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Unpaid heads">
          {unpaid.heads.map((h) => (
            <li key={h.participantId ?? h.name}>
              {h.name} <span className="font-medium tabular-nums">{c(h.cents)}</span>
            </li>
          ))}
        </ul>
      )}
      <fieldset className="space-y-2">
        <legend className="sr-only">Where the unpaid bounties go</legend>
        {unpaidBountyChoices.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border bg-white p-3 text-sm',
              choice === value ? 'border-felt-600 ring-1 ring-felt-600' : 'border-stone-300',
            )}
          >
            <input
              type="radio"
              name={`unpaid-bounties-${ledger.gameId}`}
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              className="mt-1 accent-felt-700"
            />
            <span className="min-w-0">
              <span className="block font-medium">{choiceLabels[value]}</span>
              <span className="block text-stone-600">
                {unpaid.choices[value].map((l) => `${l.name} ${c(l.amountCents)}`).join(' · ')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button onClick={() => settle.mutate(choice)} disabled={settle.isPending}>
        Record unpaid bounties
      </Button>
    </section>
  );
}

/** The same card where only the game is known (the tournament page once it is complete). */
export function UnpaidBountiesForGame({ gameId }: { gameId: string }) {
  const ledger = useQuery(ledgerQueryOptions(gameId));
  return ledger.data ? <UnpaidBountiesCard ledger={ledger.data} /> : null;
}
