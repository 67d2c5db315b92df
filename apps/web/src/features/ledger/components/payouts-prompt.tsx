import { type Ledger, ledgerMessages } from '@pokerhome/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatMoney } from '@/lib/format.ts';
import { useRecordPayouts } from '../api/ledger.ts';

/**
 * Once a tournament is complete, the payouts its places earned and the ledger does not hold yet
 * (docs/ledger.md, "Results"): named with their amounts, and for the host one tap to record them, at
 * the top of the results page and the Ledger tab, so nobody has to find the button at the bottom.
 */
export function PayoutsPrompt({ ledger }: { ledger: Ledger }) {
  const record = useRecordPayouts(ledger.gameId);
  if (ledger.tournament?.status !== 'completed') return null;
  const due = ledger.payouts.filter((p) => p.participantId && p.amountCents > p.recordedCents);
  if (due.length === 0) return null;
  const c = (v: number) => formatMoney(v, ledger.currency);
  return (
    <Alert tone="warning" aria-label={ledgerMessages.payoutsToRecord}>
      <p className="font-semibold">{ledgerMessages.payoutsToRecord}</p>
      <ul className="mt-1">
        {due.map((p) => (
          <li key={p.position}>
            Place {p.position}: {p.playerName ?? '—'}, {c(p.amountCents - p.recordedCents)}
          </li>
        ))}
      </ul>
      {ledger.canManage ? (
        <Button
          size="sm"
          className="mt-2"
          onClick={() => record.mutate(undefined)}
          disabled={record.isPending}
        >
          Record payouts
        </Button>
      ) : (
        <p className="mt-1">The host records them on the ledger.</p>
      )}
    </Alert>
  );
}
