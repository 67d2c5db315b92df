import { type Ledger, type LedgerEntry, ledgerMessages } from '@pokerhome/domain';
import { type LucideIcon, Pencil, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDateTime, formatMoney } from '@/lib/format.ts';
import { CorrectEntryDialog, correctableKinds } from './correct-entry-dialog.tsx';
import { ReverseEntryDialog } from './reverse-entry-dialog.tsx';

/** The append-only history, newest first; a correction is a new opposite entry, never an edit. */
export function LedgerEntries({ ledger }: { ledger: Ledger }) {
  const [reversing, setReversing] = useState<LedgerEntry | null>(null);
  const [correcting, setCorrecting] = useState<LedgerEntry | null>(null);
  const entries = [...ledger.entries].reverse();
  if (entries.length === 0) return <p className="text-sm text-stone-600">Nothing recorded yet.</p>;
  return (
    <>
      <ul
        className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
        aria-label="Ledger entries"
      >
        {entries.map((e) => {
          const isCorrection = e.reversesEntryId !== null;
          const reversed = e.reversedByEntryId !== null;
          return (
            <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <span className="w-28 shrink-0 text-xs text-stone-500">
                {formatDateTime(e.recordedAt, undefined, 'short')}
              </span>
              <span className={cn('min-w-0 flex-1', reversed && 'text-stone-500 line-through')}>
                <span className="font-medium">{e.participantName}</span> · {ledgerMessages.kindLabels[e.kind]}
                {isCorrection ? ' (correction)' : ''}
                {e.note ? <span className="text-stone-600"> · {e.note}</span> : null}
                <span className="block text-xs text-stone-500">by {e.recordedByName}</span>
              </span>
              <span className={cn('tabular-nums font-medium', e.amountCents < 0 && 'text-red-700')}>
                {formatMoney(e.amountCents, ledger.currency)}
              </span>
              {ledger.canManage && !isCorrection && !reversed && correctableKinds.has(e.kind) && (
                <EntryAction verb="Correct" entry={e} icon={Pencil} onClick={() => setCorrecting(e)} />
              )}
              {ledger.canManage && !isCorrection && !reversed && (
                <EntryAction verb="Reverse" entry={e} icon={Undo2} onClick={() => setReversing(e)} />
              )}
            </li>
          );
        })}
      </ul>
      {reversing && (
        <ReverseEntryDialog ledger={ledger} entry={reversing} onClose={() => setReversing(null)} />
      )}
      {correcting && (
        <CorrectEntryDialog ledger={ledger} entry={correcting} onClose={() => setCorrecting(null)} />
      )}
    </>
  );
}

/** An entry's icon button, named for screen readers by what it does to whose entry. */
function EntryAction({
  verb,
  entry,
  icon: Icon,
  onClick,
}: {
  verb: string;
  entry: LedgerEntry;
  icon: LucideIcon;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${verb} ${ledgerMessages.kindLabels[entry.kind]} of ${entry.participantName}`}
      onClick={onClick}
    >
      <Icon aria-hidden />
    </Button>
  );
}
