import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaultEntryAmount,
  type Ledger,
  ledgerEntryKinds,
  ledgerLimits,
  ledgerMessages,
  type RecordLedgerEntryForm,
  recordLedgerEntryRequestSchema,
} from '@pokerhome/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { FormField, fieldControlProps, InputField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { formatMoney } from '@/lib/format.ts';
import { useRecordEntry } from '../api/ledger.ts';
import { parseAmount } from '../utils/money.ts';

/**
 * The form as typed (the amount stays text, in dollars) turned into the domain's request, which
 * checks the rest; the amount's own rules are said here in the ledger's words: empty takes the
 * game's price for the kind, where it has one (docs/ledger.md).
 */
function entryFormSchema(terms: Ledger['terms']) {
  return z
    .object({
      participantId: z.string(),
      kind: z.enum(ledgerEntryKinds),
      amount: z.string(),
      note: z.string(),
    })
    .superRefine((v, ctx) => {
      const cents = parseAmount(v.amount);
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['amount'], message });
      if (v.amount.trim() === '') {
        if (defaultEntryAmount(v.kind, terms) === null) issue(ledgerMessages.amountRequired);
      } else if (cents === null) issue(ledgerMessages.amountInvalid);
      else if (cents > ledgerLimits.amountMaxCents) issue(ledgerMessages.amountTooLarge);
    })
    .transform(
      ({ participantId, amount, ...rest }): RecordLedgerEntryForm => ({
        ...rest,
        participantId: participantId || undefined,
        ...(amount.trim() === '' ? {} : { amountCents: parseAmount(amount) ?? Number.NaN }),
      }),
    )
    .pipe(recordLedgerEntryRequestSchema);
}

/** Record one entry: player, kind, amount (the game's price when left empty) and a note. */
export function RecordEntryForm({ ledger }: { ledger: Ledger }) {
  const record = useRecordEntry(ledger.gameId);
  const players = ledger.players.filter((p) => p.participantId);
  const schema = useMemo(() => entryFormSchema(ledger.terms), [ledger.terms]);
  const {
    register,
    handleSubmit,
    resetField,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { participantId: '', kind: ledger.kinds[0] ?? 'buy_in', amount: '', note: '' },
  });
  // The server's default for the kind (a top-up left empty is the game's price).
  const fallback = defaultEntryAmount(watch('kind'), ledger.terms);

  const submit = handleSubmit(async (entry) => {
    try {
      await record.mutateAsync(entry);
      resetField('amount');
      resetField('note');
    } catch (error) {
      if (!isApiError(error) || !error.fields) return;
      const server: Record<string, string | undefined> = {
        amount: error.fields.amountCents,
        ...error.fields,
      };
      for (const field of ['participantId', 'kind', 'amount', 'note'] as const)
        if (server[field]) setError(field, { type: 'server', message: server[field] });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <FormField id="ledger-player" label="Player" error={errors.participantId?.message}>
        <NativeSelect
          {...register('participantId')}
          {...fieldControlProps('ledger-player', { error: errors.participantId?.message })}
        >
          <option value="">Select a player…</option>
          {players.map((p) => (
            <option key={p.participantId} value={p.participantId ?? ''}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="ledger-kind" label="Entry" error={errors.kind?.message}>
        <NativeSelect
          {...register('kind')}
          {...fieldControlProps('ledger-kind', { error: errors.kind?.message })}
        >
          {ledger.kinds.map((k) => (
            <option key={k} value={k}>
              {ledgerMessages.kindLabels[k]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <InputField
        id="ledger-amount"
        label="Amount"
        error={errors.amount?.message}
        inputMode="decimal"
        placeholder={fallback === null ? 'Amount' : formatMoney(fallback, ledger.currency)}
        {...register('amount')}
      />
      <InputField
        id="ledger-note"
        label="Note (optional)"
        error={errors.note?.message}
        maxLength={500}
        {...register('note')}
      />
      <Button type="submit" disabled={record.isPending}>
        Record
      </Button>
    </form>
  );
}
