import { canRunLeagues, gameLimits, gameMessages, leagueMessages } from '@pokerhome/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Loading } from '@/components/query-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { InputField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { attachGame, SeasonPicker } from '@/features/leagues';
import { templateQueryOptions, useCreateGameFromTemplate } from '../api/templates.ts';
import { TemplateLoadFailed } from '../components/template-load-failed.tsx';
import { gameNameFromTemplate } from '../utils/template-draft.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const localValue = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** Create game from template: name, date and an optional location override. */
export default function CreateGameFromTemplatePage() {
  const { templateId } = useParams();
  const navigate = useNavigate();
  useDocumentTitle('Create Game from Template');
  const query = useQuery({ ...templateQueryOptions(templateId ?? ''), enabled: Boolean(templateId) });
  const create = useCreateGameFromTemplate(templateId ?? '');
  const [form, setForm] = useState<{
    name: string;
    /** The host typed a name: a later date no longer renames the game. */
    nameEdited: boolean;
    date: string;
    location: { name: string; address: string; notes: string };
  } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [seasonId, setSeasonId] = useState('');
  const user = useAuthenticatedUser();
  const queryClient = useQueryClient();

  if (!templateId) return <Navigate to="/templates" replace />;
  if (query.isPending) {
    return <Loading label="Loading template" showLabel={false} />;
  }
  if (query.isError) {
    return <TemplateLoadFailed />;
  }
  const t = query.data;
  // Defaults: the template's name plus the game's date once chosen, and its location.
  const f = form ?? {
    name: gameNameFromTemplate(t.name, ''),
    nameEdited: false,
    date: '',
    location: t.location,
  };
  const set = (change: Partial<typeof f>) => setForm({ ...f, ...change });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const name = f.name.trim();
    if (!name) next.name = gameMessages.nameRequired;
    else if (name.length < gameLimits.nameMin) next.name = gameMessages.nameTooShort;
    else if (name.length > gameLimits.nameMax) next.name = gameMessages.nameTooLong;
    const at = Date.parse(f.date);
    if (!f.date || Number.isNaN(at)) next.date = gameMessages.dateRequired;
    else if (at < Date.now() - gameLimits.pastToleranceMs) next.date = gameMessages.dateInPast;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const { game } = await create.mutateAsync({
        name,
        scheduledDate: new Date(f.date).toISOString(),
        location: f.location,
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
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <PageHeader title="Create Game from Template" description={`From “${t.name}” by ${t.hostName}`} />
      <Card className="max-w-2xl p-6">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <InputField
            id="tpl-name"
            label="Game name"
            error={errors.name}
            value={f.name}
            onChange={(e) => set({ name: e.target.value, nameEdited: true })}
          />
          <InputField
            id="tpl-date"
            label="Date and time"
            error={errors.date}
            type="datetime-local"
            min={localValue(new Date(Date.now() + 5 * 60_000))}
            value={f.date}
            onChange={(e) =>
              set({
                date: e.target.value,
                ...(f.nameEdited ? {} : { name: gameNameFromTemplate(t.name, e.target.value) }),
              })
            }
          />
          <fieldset className="grid gap-3">
            <legend className="mb-1 font-medium">Location (optional override)</legend>
            <Input
              aria-label="Location name"
              maxLength={gameLimits.locationNameMax}
              value={f.location.name}
              onChange={(e) => set({ location: { ...f.location, name: e.target.value } })}
            />
            <Input
              aria-label="Address"
              maxLength={gameLimits.addressMax}
              value={f.location.address}
              onChange={(e) => set({ location: { ...f.location, address: e.target.value } })}
            />
            <Input
              aria-label="Notes"
              maxLength={gameLimits.notesMax}
              value={f.location.notes}
              onChange={(e) => set({ location: { ...f.location, notes: e.target.value } })}
            />
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
