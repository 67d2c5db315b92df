import { type Currency, currencies, type SeasonInput } from '@pokerhome/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField, fieldControlProps } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { checkSeason, type FieldErrors, type SeasonDraft, serverFieldErrors } from '../utils/season-draft.ts';
import { ScoringEditor } from './scoring-editor.tsx';

/**
 * A season's dates, currency, scoring and the final's stack rule, checked by the same schema the
 * server applies; the server's own field messages (a 400) land under the same fields.
 */
export function SeasonForm({
  initial,
  submitLabel,
  onSubmit,
  hasEvents = false,
}: {
  initial: SeasonDraft;
  submitLabel: string;
  onSubmit: (value: SeasonInput) => Promise<unknown>;
  /** Games already count: the currency is fixed (net winnings must add up). */
  hasEvents?: boolean;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<SeasonDraft>) => setDraft((d) => ({ ...d, ...change }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = checkSeason(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(checked.value);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const text = (field: 'name' | 'startsOn' | 'endsOn', label: string, type = 'text') => (
    <FormField id={`season-${field}`} label={label} error={errors[field]}>
      <Input
        {...fieldControlProps(`season-${field}`, { error: errors[field] })}
        type={type}
        value={draft[field]}
        onChange={(e) => set({ [field]: e.target.value })}
      />
    </FormField>
  );
  const stack = (field: keyof SeasonDraft['finalStacks'], label: string) => {
    const key = `finalStacks.${field}`;
    return (
      <FormField id={`season-${field}`} label={label} error={errors[key]}>
        <Input
          {...fieldControlProps(`season-${field}`, { error: errors[key] })}
          inputMode="numeric"
          value={draft.finalStacks[field]}
          onChange={(e) => set({ finalStacks: { ...draft.finalStacks, [field]: e.target.value } })}
        />
      </FormField>
    );
  };
  const errorCount = Object.keys(errors).length;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Season</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{text('name', 'Season name')}</div>
          {text('startsOn', 'Starts on', 'date')}
          {text('endsOn', 'Ends on', 'date')}
          <FormField
            id="season-currency"
            label="Currency"
            hint={
              hasEvents
                ? 'Fixed: games already count in this season.'
                : 'Every game of the season is in this currency.'
            }
            error={errors.currency}
          >
            <NativeSelect
              {...fieldControlProps('season-currency', { error: errors.currency, hint: true })}
              value={draft.currency}
              disabled={hasEvents}
              onChange={(e) => set({ currency: e.target.value as Currency })}
            >
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Scoring</CardTitle>
          <CardDescription>
            Points come from each tournament's finishing positions, knockouts and ledger; nobody types them.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ScoringEditor value={draft.scoring} onChange={(scoring) => set({ scoring })} errors={errors} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Season final</CardTitle>
          <CardDescription>
            Each ranked player starts the final with the base chips plus chips per season point, rounded to
            the nearest "round to".
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          {stack('baseChips', 'Base chips')}
          {stack('chipsPerPoint', 'Chips per point')}
          {stack('roundTo', 'Round to')}
        </CardContent>
      </Card>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        {errorCount > 0 && !failure && (
          <p role="alert" className="text-sm text-red-700">
            Please fix {errorCount} {errorCount === 1 ? 'field' : 'fields'}.
          </p>
        )}
      </div>
    </form>
  );
}
