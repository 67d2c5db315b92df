import { zodResolver } from '@hookform/resolvers/zod';
import {
  correctLedgerEntryFormSchema,
  type Ledger,
  type LedgerEntry,
  ledgerMessages,
} from '@pokerhome/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { FormField, fieldControlProps } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formatMoney } from '@/lib/format.ts';
import { useCorrectEntry } from '../api/ledger.ts';

/** Entries whose amount the host types, so a wrong one is corrected with the right amount. */
export const correctableKinds = new Set<LedgerEntry['kind']>(['cash_out', 'top_up', 'payout', 'bounty']);

type FormInput = z.input<typeof correctLedgerEntryFormSchema>;
type FormOutput = z.output<typeof correctLedgerEntryFormSchema>;

/**
 * "Correct" on a ledger entry (issue 28: a cash-out of the wrong amount): the right amount and a
 * reason; the server reverses the entry and records the right one in one transaction, both kept in
 * the history (docs/ledger.md, "Corrections").
 */
export function CorrectEntryDialog({
  ledger,
  entry,
  onClose,
}: {
  ledger: Ledger;
  entry: LedgerEntry;
  onClose: () => void;
}) {
  const correct = useCorrectEntry(ledger.gameId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(correctLedgerEntryFormSchema),
    defaultValues: { amount: '', reason: '' },
  });
  const kind = ledgerMessages.kindLabels[entry.kind];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Correct this {kind.toLowerCase()}</DialogTitle>
        <DialogDescription>
          {entry.participantName}: {kind} of {formatMoney(entry.amountCents, ledger.currency)}. The wrong
          entry stays in the history, reversed; the right amount is recorded with your reason.
        </DialogDescription>
        <form
          noValidate
          className="mt-4 space-y-3"
          onSubmit={handleSubmit(({ amount, reason }) =>
            correct.mutate({ entryId: entry.id, amountCents: amount, reason }, { onSuccess: onClose }),
          )}
        >
          {correct.error ? <Alert>{correct.error.message}</Alert> : null}
          <FormField id="correct-amount" label="Right amount" error={errors.amount?.message}>
            <Input
              inputMode="decimal"
              {...register('amount')}
              {...fieldControlProps('correct-amount', { error: errors.amount?.message })}
            />
          </FormField>
          <FormField id="correct-reason" label="Reason" error={errors.reason?.message}>
            <Input
              {...register('reason')}
              {...fieldControlProps('correct-reason', { error: errors.reason?.message })}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={correct.isPending}>
              Record the correction
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
