import { zodResolver } from '@hookform/resolvers/zod';
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
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
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
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useCreateSeries } from '../api/series.ts';

/**
 * The form as typed (the end is a choice, the count text) turned into the domain's request, which
 * checks it; the regulars are added on submit, from the pick list below the form's fields.
 */
function seriesFormSchema(source: { gameId?: string; templateId?: string }) {
  return z
    .object({
      startDate: z.string(),
      time: z.string(),
      frequency: z.enum(seriesFrequencies),
      ends: z.enum(['count', 'date']),
      // The box of the end not chosen is disabled, and a disabled box has no value.
      count: z.string().optional(),
      endsOn: z.string().optional(),
      gameId: z.string().optional(),
      templateId: z.string().optional(),
    })
    .transform(
      (form): CreateSeriesForm => ({
        ...(source.gameId
          ? { gameId: source.gameId }
          : {
              templateId: source.templateId,
              startDate: form.startDate || undefined,
              time: form.time || undefined,
            }),
        frequency: form.frequency,
        ...(form.ends === 'count'
          ? { count: Number(form.count ?? '') }
          : { endsOn: form.endsOn || undefined }),
      }),
    )
    .pipe(createSeriesRequestSchema);
}

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
  const schema = useMemo(() => seriesFormSchema({ gameId, templateId }), [gameId, templateId]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      startDate: '',
      time: '19:00',
      frequency: 'weekly' as SeriesFrequency,
      ends: 'count' as 'count' | 'date',
      count: '8',
      endsOn: '',
    },
  });
  const form = watch();
  const [regulars, setRegulars] = useState<string[] | null>(null);

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

  const submit = handleSubmit(async (body) => {
    try {
      const { series } = await create.mutateAsync({ ...body, regularIds: chosen });
      toast.success('Recurring game created');
      await navigate(`/series/${series.id}`);
    } catch (error) {
      applyServerFieldErrors(error, setError, [
        'startDate',
        'time',
        'frequency',
        'count',
        'endsOn',
        'gameId',
      ]);
      toast.error(error instanceof Error ? error.message : String(error));
    }
  });
  const message = (field: keyof typeof errors) => errors[field]?.message;

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
                error={message('startDate')}
                type="date"
                {...register('startDate')}
              />
              <InputField
                id="series-time"
                label={`Start time (${user.timeZone})`}
                error={message('time')}
                type="time"
                {...register('time')}
              />
            </div>
          )}
          <FormField id="series-frequency" label="Repeats" error={message('frequency')}>
            <NativeSelect
              {...fieldControlProps('series-frequency', { error: message('frequency') })}
              {...register('frequency')}
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
              <input type="radio" value="count" {...register('ends')} />
              After
              <span className="w-20 shrink-0">
                <Input
                  aria-label="Number of games"
                  aria-invalid={errors.count ? true : undefined}
                  type="number"
                  min={2}
                  max={104}
                  disabled={form.ends !== 'count'}
                  {...register('count')}
                />
              </span>
              games
            </label>
            <label className="flex flex-wrap items-center gap-2 text-sm">
              <input type="radio" value="date" {...register('ends')} />
              On
              <span className="w-44 shrink-0">
                <Input
                  aria-label="Last date"
                  aria-invalid={errors.endsOn ? true : undefined}
                  type="date"
                  disabled={form.ends !== 'date'}
                  {...register('endsOn')}
                />
              </span>
            </label>
            {(errors.count || errors.endsOn) && (
              <p role="alert" className="text-sm text-red-700">
                {message('count') ?? message('endsOn')}
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
            <Alert tone="danger">{message('gameId') ?? message('templateId')}</Alert>
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
