import { zodResolver } from '@hookform/resolvers/zod';
import {
  canRunLeagues,
  gameLimits,
  gameNameSchema,
  leagueMessages,
  locationSchema,
  scheduledDateInputSchema,
  type Template,
} from '@pokerhome/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { InputField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { attachGame, SeasonPicker } from '@/features/leagues';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { useCreateGameFromTemplate } from '../api/templates.ts';
import { RouteTemplate } from '../components/route-template.tsx';
import { gameNameFromTemplate } from '../utils/template-draft.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const localValue = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The name and date as the game wizard checks them (the date against the clock when submitted). */
const fromTemplateSchema = (now: number) =>
  z.object({ name: gameNameSchema, date: scheduledDateInputSchema(now), location: locationSchema });
type FromTemplateValues = z.input<ReturnType<typeof fromTemplateSchema>>;
type FromTemplate = z.output<ReturnType<typeof fromTemplateSchema>>;
const resolver: Resolver<FromTemplateValues, unknown, FromTemplate> = (values, context, options) =>
  zodResolver(fromTemplateSchema(Date.now()))(values, context, options);

/** Create game from template: name, date and an optional location override. */
export default function CreateGameFromTemplatePage() {
  return (
    <RouteTemplate title="Create Game from Template">
      {(template) => <CreateGameFromTemplateForm template={template} />}
    </RouteTemplate>
  );
}

function CreateGameFromTemplateForm({ template: t }: { template: Template }) {
  const navigate = useNavigate();
  const create = useCreateGameFromTemplate(t.id);
  const [seasonId, setSeasonId] = useState('');
  const user = useAuthenticatedUser();
  const queryClient = useQueryClient();
  // Defaults: the template's name plus the game's date once chosen, and its location.
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, dirtyFields },
  } = useForm<FromTemplateValues, unknown, FromTemplate>({
    resolver,
    defaultValues: { name: gameNameFromTemplate(t.name, ''), date: '', location: t.location },
  });
  const locationError =
    errors.location?.name?.message ?? errors.location?.address?.message ?? errors.location?.notes?.message;

  const submit = handleSubmit(async ({ name, date, location }) => {
    try {
      const { game } = await create.mutateAsync({
        name,
        scheduledDate: new Date(date).toISOString(),
        location,
      });
      if (seasonId) {
        // The game stands either way; a refused attach says why, and the season page can add it later.
        await attachGame(seasonId, game.id).then(
          () => {
            toast.success(leagueMessages.gameAttached);
            void queryClient.invalidateQueries({ queryKey: ['leagues'] });
          },
          (error: unknown) => toast.error(error instanceof Error ? error.message : String(error)),
        );
      }
      await navigate(`/games/${game.id}/manage`);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['name', 'location']);
      toast.error(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <>
      <PageHeader title="Create Game from Template" description={`From “${t.name}” by ${t.hostName}`} />
      <Card className="max-w-2xl p-6">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <InputField id="tpl-name" label="Game name" error={errors.name?.message} {...register('name')} />
          <InputField
            id="tpl-date"
            label="Date and time"
            error={errors.date?.message}
            type="datetime-local"
            min={localValue(new Date(Date.now() + 5 * 60_000))}
            {...register('date', {
              // Until the host types a name of their own, the name follows the date.
              onChange: (e: { target: { value: string } }) => {
                if (!dirtyFields.name) setValue('name', gameNameFromTemplate(t.name, e.target.value));
              },
            })}
          />
          <fieldset className="grid gap-3">
            <legend className="mb-1 font-medium">Location (optional override)</legend>
            <Input
              aria-label="Location name"
              maxLength={gameLimits.locationNameMax}
              aria-invalid={errors.location?.name ? true : undefined}
              {...register('location.name')}
            />
            <Input
              aria-label="Address"
              maxLength={gameLimits.addressMax}
              aria-invalid={errors.location?.address ? true : undefined}
              {...register('location.address')}
            />
            <Input
              aria-label="Notes"
              maxLength={gameLimits.notesMax}
              aria-invalid={errors.location?.notes ? true : undefined}
              {...register('location.notes')}
            />
            {locationError && (
              <p role="alert" className="text-sm text-red-700">
                {locationError}
              </p>
            )}
          </fieldset>
          {t.type === 'tournament' && (
            <SeasonPicker
              value={seasonId}
              onChange={setSeasonId}
              currency={t.buyIn.currency}
              enabled={canRunLeagues(user.role)}
            />
          )}
          <div className="flex gap-2">
            <Button type="submit" disabled={create.isPending}>
              Create Game
            </Button>
            <Button asChild variant="ghost">
              <Link to="/templates">Cancel</Link>
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
