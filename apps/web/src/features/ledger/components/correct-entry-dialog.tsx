import { zodResolver } from '@hookform/resolvers/zod';
import { correctLedgerEntryFormSchema, type LedgerEntry, ledgerMessages } from '@pokerhome/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { FormField, fieldControlProps } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formatMoney } from '@/lib/format.ts';
import { useCorrectEntry } from '../api/ledger.ts';
import { EntryChangeDialog, type EntryChangeProps } from './entry-change-dialog.tsx';

/** Entries whose amount the host types, so a wrong one is corrected with the right amount. */
export const correctableKinds = new Set<LedgerEntry['kind']>(['cash_out', 'top_up', 'payout', 'bounty']);

type FormInput = z.input<typeof correctLedgerEntryFormSchema>;
type FormOutput = z.output<typeof correctLedgerEntryFormSchema>;

/**
 * "Correct" on a ledger entry (issue 28: a cash-out of the wrong amount): the right amount and a
 * reason; the server reverses the entry and records the right one in one transaction, both kept in
 * the history (docs/ledger.md, "Corrections").
 */
export function CorrectEntryDialog({ ledger, entry, onClose }: EntryChangeProps) {
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
    <EntryChangeDialog
      title={`Correct this ${kind.toLowerCase()}`}
      description={
        <>
          {entry.participantName}: {kind} of {formatMoney(entry.amountCents, ledger.currency)}. The wrong
          entry stays in the history, reversed; the right amount is recorded with your reason.
        </>
      }
      onSubmit={handleSubmit(({ amount, reason }) =>
        correct.mutate({ entryId: entry.id, amountCents: amount, reason }, { onSuccess: onClose }),
      )}
      onClose={onClose}
      action="Record the correction"
      pending={correct.isPending}
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
    </EntryChangeDialog>
  );
}
