import {
  type CreateSeriesForm,
  createSeriesRequestSchema,
  describeRecurrence,
  type SeriesFrequency,
  seriesFrequencies,
  seriesFrequencyLabels,
  seriesMessages,
  toLocal,
} from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Loading } from '@/components/query-states.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormField, fieldControlProps, InputField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { gameQueryOptions } from '@/features/games';
import { contactsQueryOptions } from '@/features/players';
import { formatDateTime } from '@/lib/format.ts';
import { useCreateSeries } from '../api/series.ts';
import { saveChecked } from '../components/form-errors.ts';

/** Make a game or a template recurring: how often, until when, and who is invited every time. */
export default function NewSeriesPage() {
  useDocumentTitle('Make Recurring');
  const [params] = useSearchParams();
  const gameId = params.get('gameId') ?? undefined;
  const templateId = params.get('templateId') ?? undefined;
  const user = useAuthenticatedUser();
  const navigate = useNavigate();
  const game = useQuery({ ...gameQueryOptions(gameId ?? ''), enabled: Boolean(gameId) });
  const contacts = useQuery(contactsQueryOptions());
  const create = useCreateSeries();
  const [form, setForm] = useState({
    startDate: '',
    time: '19:00',
    frequency: 'weekly' as SeriesFrequency,
    ends: 'count' as 'count' | 'date',
    count: '8',
    endsOn: '',
  });
  const [regulars, setRegulars] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<typeof form>) => setForm({ ...form, ...change });

  if (!gameId && !templateId)
    return (
      <Alert tone="info">
        {seriesMessages.sourceRequired}: open a game from{' '}
        <Link to="/games" className="underline">
          Games
        </Link>{' '}
        or a{' '}
        <Link to="/templates" className="underline">
          template
        </Link>{' '}
        and choose “Make Recurring”.
      </Alert>
    );
  if (gameId && game.isPending) return <Loading label="Loading game" showLabel={false} />;
  if (gameId && game.isError) return <Alert tone="danger">{game.error.message}</Alert>;

  const start = game.data
    ? toLocal(new Date(game.data.scheduledDate), user.timeZone)
    : { date: form.startDate, time: form.time };
  // By default the game's players with an account become the regulars.
  const chosen =
    regulars ??
    game.data?.participants.flatMap((p) => (p.user?.id && p.user.id !== user.id ? [p.user.id] : [])) ??
    [];
  const people = [
    ...(contacts.data ?? []).map((c) => ({ id: c.contactId, name: c.name })),
    ...(game.data?.participants ?? []).flatMap((p) =>
      p.user?.id && p.user.id !== user.id ? [{ id: p.user.id, name: p.user.name }] : [],
    ),
  ].filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: CreateSeriesForm = {
      ...(gameId
        ? { gameId }
        : { templateId, startDate: form.startDate || undefined, time: form.time || undefined }),
      frequency: form.frequency,
      ...(form.ends === 'count' ? { count: Number(form.count) } : { endsOn: form.endsOn || undefined }),
      regularIds: chosen,
    };
    await saveChecked(createSeriesRequestSchema, body, { fallback: 'form', setErrors }, async () => {
      const { series } = await create.mutateAsync(body);
      toast.success('Recurring game created');
      await navigate(`/series/${series.id}`);
    });
  };

  return (
    <>
      <PageHeader
        title="Make Recurring"
        description={
          game.data
            ? `${game.data.name}: this game is the first of the series, ${formatDateTime(game.data.scheduledDate, user.timeZone)}.`
            : 'Each game is created a few weeks ahead, and your regulars are invited to each one.'
        }
      />
      <Card className="max-w-2xl p-6">
        <form onSubmit={submit} noValidate className="grid gap-4">
          {!gameId && (
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                id="series-start"
                label="First game"
                error={errors.startDate}
                type="date"
                value={form.startDate}
                onChange={(e) => set({ startDate: e.target.value })}
              />
              <InputField
                id="series-time"
                label={`Start time (${user.timeZone})`}
                error={errors.time}
                type="time"
                value={form.time}
                onChange={(e) => set({ time: e.target.value })}
              />
            </div>
          )}
          <FormField id="series-frequency" label="Repeats" error={errors.frequency}>
            <NativeSelect
              {...fieldControlProps('series-frequency', { error: errors.frequency })}
              value={form.frequency}
              onChange={(e) => set({ frequency: e.target.value as SeriesFrequency })}
            >
              {seriesFrequencies.map((f) => (
                <option key={f} value={f}>
                  {start.date
                    ? describeRecurrence({ frequency: f, startDate: start.date })
                    : seriesFrequencyLabels[f]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <fieldset className="grid gap-3">
            <legend className="mb-1 font-medium">Ends</legend>
            <label className="flex flex-wrap items-center gap-2 text-sm">
              <input
                type="radio"
                name="series-ends"
                checked={form.ends === 'count'}
                onChange={() => set({ ends: 'count' })}
              />
              After
              <span className="w-20 shrink-0">
                <Input
                  aria-label="Number of games"
                  aria-invalid={errors.count ? true : undefined}
                  type="number"
                  min={2}
                  max={104}
                  value={form.count}
                  disabled={form.ends !== 'count'}
                  onChange={(e) => set({ count: e.target.value })}
                />
              </span>
              games
            </label>
            <label className="flex flex-wrap items-center gap-2 text-sm">
              <input
                type="radio"
                name="series-ends"
                checked={form.ends === 'date'}
                onChange={() => set({ ends: 'date' })}
              />
              On
              <span className="w-44 shrink-0">
                <Input
                  aria-label="Last date"
                  aria-invalid={errors.endsOn ? true : undefined}
                  type="date"
                  value={form.endsOn}
                  disabled={form.ends !== 'date'}
                  onChange={(e) => set({ endsOn: e.target.value })}
                />
              </span>
            </label>
            {(errors.count || errors.endsOn) && (
              <p role="alert" className="text-sm text-red-700">
                {errors.count ?? errors.endsOn}
              </p>
            )}
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium">Regulars (invited to every game)</legend>
            {people.length === 0 ? (
              <p className="text-sm text-stone-600">
                No players yet: add them on{' '}
                <Link to="/players" className="underline">
                  Players
                </Link>
                .
              </p>
            ) : (
              people.map((p) => (
                <div key={p.id} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    id={`regular-${p.id}`}
                    checked={chosen.includes(p.id)}
                    onChange={(e) =>
                      setRegulars(e.target.checked ? [...chosen, p.id] : chosen.filter((id) => id !== p.id))
                    }
                  />
                  <label htmlFor={`regular-${p.id}`}>{p.name}</label>
                </div>
              ))
            )}
          </fieldset>
          {errors.gameId || errors.templateId ? (
            <Alert tone="danger">{errors.gameId ?? errors.templateId}</Alert>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button asChild variant="secondary">
              <Link to={gameId ? `/games/${gameId}/manage` : '/templates'}>Back</Link>
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Create Recurring Game
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
