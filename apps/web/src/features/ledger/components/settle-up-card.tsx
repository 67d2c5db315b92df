import { type Ledger, ledgerMessages } from '@pokerhome/domain';
import { ArrowRight } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { formatMoney } from '@/lib/format.ts';

/**
 * Settle-up (cash games, and tournaments once complete): who pays whom with the fewest transfers.
 * Books that do not balance are said with the gap, which settles as its own party ("Gap in the
 * books"), never taken from one player (docs/ledger.md, "Settle-up").
 */
export function SettleUpCard({ ledger }: { ledger: Ledger }) {
  const settle = ledger.settleUp;
  if (!settle) return null;
  const c = (v: number) => formatMoney(v, ledger.currency);
  const gap = settle.imbalanceCents;
  return (
    <div className="space-y-3">
      {!settle.balanced && (
        <Alert tone="danger">
          {ledger.gameType === 'cash_game' ? `${ledgerMessages.unbalanced}: ` : 'The books do not balance: '}
          {ledgerMessages.gapExplained(c(Math.abs(gap)), gap > 0)}. Correct an entry on the Ledger tab; until
          then the gap settles as "{ledgerMessages.gap}".
        </Alert>
      )}
      {settle.missingCashOuts.length > 0 && (
        <Alert tone="info">
          {ledgerMessages.missingCashOuts}: {settle.missingCashOuts.join(', ')}
        </Alert>
      )}
      {settle.transfers.length === 0 ? (
        <p className="text-sm text-stone-600">Nobody owes anybody anything.</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label="Transfers">
          {settle.transfers.map((t) => (
            <li
              key={`${t.fromParticipantId ?? t.fromName}-${t.toParticipantId ?? t.toName}`}
              className="flex items-center gap-2"
            >
              <span className="font-medium">{t.fromName}</span>
              <ArrowRight aria-label="pays" className="size-4 text-stone-500" />
              <span className="font-medium">{t.toName}</span>
              <span className="ml-auto tabular-nums">{c(t.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
