import { zodResolver } from '@hookform/resolvers/zod';
import { currencies, type SeasonInput } from '@pokerhome/domain';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField, fieldControlProps } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { flatErrors, type SeasonDraft, seasonDraftSchema } from '../utils/season-draft.ts';
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
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors: tree, isSubmitting, isSubmitted },
  } = useForm<SeasonDraft, unknown, SeasonInput>({
    resolver: zodResolver(seasonDraftSchema),
    defaultValues: initial,
  });
  const { root, ...fieldTree } = tree;
  const errors = flatErrors(fieldTree);
  const failure = root?.message;

  const submit = handleSubmit(async (value) => {
    try {
      // A fixed currency's select is disabled: the season keeps the one it has.
      await onSubmit(hasEvents ? { ...value, currency: initial.currency } : value);
    } catch (error) {
      applyServerFieldErrors(error, setError, [
        'name',
        'startsOn',
        'endsOn',
        'currency',
        'finalStacks.baseChips',
        'finalStacks.chipsPerPoint',
        'finalStacks.roundTo',
        'scoring.formula',
        'scoring.fixedTable',
        'scoring.attendanceBonus',
        'scoring.knockoutBonus',
        'scoring.bountyBonus',
        'scoring.bestN',
        'scoring.minimumEvents',
        'scoring.tieBreaks',
      ]);
      setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });

  const text = (field: 'name' | 'startsOn' | 'endsOn', label: string, type = 'text') => (
    <FormField id={`season-${field}`} label={label} error={errors[field]}>
      <Input
        {...fieldControlProps(`season-${field}`, { error: errors[field] })}
        type={type}
        {...register(field)}
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
          {...register(`finalStacks.${field}`)}
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
              disabled={hasEvents}
              {...register('currency')}
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
          <ScoringEditor
            value={watch('scoring')}
            onChange={(scoring) =>
              setValue('scoring', scoring, { shouldDirty: true, shouldValidate: isSubmitted })
            }
            errors={errors}
          />
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
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitLabel}
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
