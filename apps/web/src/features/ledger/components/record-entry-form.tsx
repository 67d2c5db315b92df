import {
  defaultEntryAmount,
  type Ledger,
  type LedgerEntryKind,
  ledgerMessages,
  recordLedgerEntryRequestSchema,
} from '@pokerhome/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField, fieldControlProps, InputField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { formatMoney } from '@/lib/format.ts';
import { useRecordEntry } from '../api/ledger.ts';
import { parseAmount } from '../utils/money.ts';

type Errors = Partial<Record<'participantId' | 'kind' | 'amount' | 'note', string>>;

/** Record one entry: player, kind, amount (the game's price when left empty) and a note. */
export function RecordEntryForm({ ledger }: { ledger: Ledger }) {
  const record = useRecordEntry(ledger.gameId);
  const players = ledger.players.filter((p) => p.participantId);
  const [participantId, setParticipantId] = useState('');
  const [kind, setKind] = useState<LedgerEntryKind>(ledger.kinds[0] ?? 'buy_in');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // The server's default for the kind (a top-up left empty is the game's price).
  const fallback = defaultEntryAmount(kind, ledger.terms);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const amountCents = amount.trim() === '' ? undefined : parseAmount(amount);
    if (amountCents === null) return setErrors({ amount: ledgerMessages.amountInvalid });
    if (amountCents === undefined && fallback === null)
      return setErrors({ amount: ledgerMessages.amountRequired });
    const parsed = recordLedgerEntryRequestSchema.safeParse({
      participantId: participantId || undefined,
      kind,
      ...(amountCents === undefined ? {} : { amountCents }),
      note,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'amountCents' ? 'amount' : (issue.path[0] as keyof Errors);
        next[field] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    try {
      await record.mutateAsync(parsed.data);
      setAmount('');
      setNote('');
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields)
        setErrors({ amount: fields.amountCents, participantId: fields.participantId, kind: fields.kind });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <FormField id="ledger-player" label="Player" error={errors.participantId}>
        <NativeSelect
          value={participantId}
          onChange={(e) => setParticipantId(e.target.value)}
          {...fieldControlProps('ledger-player', { error: errors.participantId })}
        >
          <option value="">Select a player…</option>
          {players.map((p) => (
            <option key={p.participantId} value={p.participantId ?? ''}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="ledger-kind" label="Entry" error={errors.kind}>
        <NativeSelect
          value={kind}
          onChange={(e) => setKind(e.target.value as LedgerEntryKind)}
          {...fieldControlProps('ledger-kind', { error: errors.kind })}
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
        error={errors.amount}
        inputMode="decimal"
        placeholder={fallback === null ? 'Amount' : formatMoney(fallback, ledger.currency)}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <InputField
        id="ledger-note"
        label="Note (optional)"
        error={errors.note}
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" disabled={record.isPending}>
        Record
      </Button>
    </form>
  );
}
