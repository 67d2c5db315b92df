import { zodResolver } from '@hookform/resolvers/zod';
import { ledgerMessages, reverseLedgerEntryRequestSchema } from '@pokerhome/domain';
import { useForm } from 'react-hook-form';
import { FormField, fieldControlProps } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formatMoney } from '@/lib/format.ts';
import { useReverseEntry } from '../api/ledger.ts';
import { EntryChangeDialog, type EntryChangeProps } from './entry-change-dialog.tsx';

/** "Reverse" on a ledger entry: a reason, and an opposite entry cancels it (docs/ledger.md). */
export function ReverseEntryDialog({ ledger, entry, onClose }: EntryChangeProps) {
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
    <EntryChangeDialog
      title="Reverse this entry"
      description={
        <>
          {entry.participantName}: {ledgerMessages.kindLabels[entry.kind]} of{' '}
          {formatMoney(entry.amountCents, ledger.currency)}. The entry stays in the history; an opposite entry
          cancels it.
        </>
      }
      onSubmit={submit}
      onClose={onClose}
      action="Reverse entry"
      pending={reverse.isPending}
    >
      <FormField id="reverse-reason" label="Reason" error={error}>
        <Input {...fieldControlProps('reverse-reason', { error })} {...register('reason')} />
      </FormField>
    </EntryChangeDialog>
  );
}
