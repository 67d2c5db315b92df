import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Ledger,
  type LedgerEntry,
  ledgerMessages,
  reverseLedgerEntryRequestSchema,
} from '@pokerhome/domain';
import { Pencil, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { FormField, fieldControlProps } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDateTime, formatMoney } from '@/lib/format.ts';
import { useReverseEntry } from '../api/ledger.ts';
import { CorrectEntryDialog, correctableKinds } from './correct-entry-dialog.tsx';

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
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Correct ${ledgerMessages.kindLabels[e.kind]} of ${e.participantName}`}
                  onClick={() => setCorrecting(e)}
                >
                  <Pencil aria-hidden />
                </Button>
              )}
              {ledger.canManage && !isCorrection && !reversed && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Reverse ${ledgerMessages.kindLabels[e.kind]} of ${e.participantName}`}
                  onClick={() => setReversing(e)}
                >
                  <Undo2 aria-hidden />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {reversing && <ReverseDialog ledger={ledger} entry={reversing} onClose={() => setReversing(null)} />}
      {correcting && (
        <CorrectEntryDialog ledger={ledger} entry={correcting} onClose={() => setCorrecting(null)} />
      )}
    </>
  );
}

function ReverseDialog({
  ledger,
  entry,
  onClose,
}: {
  ledger: Ledger;
  entry: LedgerEntry;
  onClose: () => void;
}) {
  const reverse = useReverseEntry(ledger.gameId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(reverseLedgerEntryRequestSchema), defaultValues: { reason: '' } });
  const error = errors.reason?.message;
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await reverse.mutateAsync({ entryId: entry.id, reason });
      onClose();
    } catch (e) {
      setError('reason', { type: 'server', message: e instanceof Error ? e.message : String(e) });
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Reverse this entry</DialogTitle>
        <DialogDescription>
          {entry.participantName}: {ledgerMessages.kindLabels[entry.kind]} of{' '}
          {formatMoney(entry.amountCents, ledger.currency)}. The entry stays in the history; an opposite entry
          cancels it.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-3">
          <FormField id="reverse-reason" label="Reason" error={error}>
            <Input {...fieldControlProps('reverse-reason', { error })} {...register('reason')} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={reverse.isPending}>
              Reverse entry
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
