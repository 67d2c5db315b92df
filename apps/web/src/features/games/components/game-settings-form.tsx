import { zodResolver } from '@hookform/resolvers/zod';
import { type Game, gameMessages, isGameOpen, updateGameRequestSchema } from '@pokerhome/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { InputField, TextareaField } from '@/components/ui/form-field.tsx';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { useUpdateGame } from '../api/participant-mutations.ts';

// The date input holds local wall time; it becomes an ISO instant on submit.
const formSchema = updateGameRequestSchema
  .pick({ name: true, description: true, maxParticipants: true, location: true })
  .extend({ scheduledDate: z.string().min(1, gameMessages.dateRequired) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const fields = ['name', 'description', 'scheduledDate', 'maxParticipants', 'location'] as const;

/** An ISO instant as the value of a datetime-local input, in the browser's zone. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Edit Game: the details players see; buy-in and structure stay as created (they are in the ledger). */
export function GameSettingsForm({ game }: { game: Game }) {
  const update = useUpdateGame(game.id);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: game.name,
      description: game.description,
      scheduledDate: toLocalInput(game.scheduledDate),
      maxParticipants: game.maxParticipants,
      location: game.location,
    },
  });
  const e = form.formState.errors;
  const editable = isGameOpen(game.status);

  const submit = form.handleSubmit(async (values) => {
    const dirty = form.formState.dirtyFields;
    const changed = Object.fromEntries(fields.filter((f) => dirty[f]).map((f) => [f, values[f]]));
    if (changed.scheduledDate) changed.scheduledDate = new Date(values.scheduledDate).toISOString();
    if (Object.keys(changed).length === 0) return;
    try {
      await update.mutateAsync(changed);
      form.reset(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
    }
  });

  return (
    <form onSubmit={submit} className="grid max-w-2xl gap-4" noValidate>
      <InputField id="game-name" label="Game name" error={e.name?.message} {...form.register('name')} />
      <TextareaField
        id="game-description"
        label="Description"
        error={e.description?.message}
        rows={3}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="game-date"
          label="Date and time"
          error={e.scheduledDate?.message}
          type="datetime-local"
          {...form.register('scheduledDate')}
        />
        <InputField
          id="game-max"
          label="Maximum participants"
          error={e.maxParticipants?.message}
          type="number"
          min={2}
          {...form.register('maxParticipants', { valueAsNumber: true })}
        />
      </div>
      <InputField
        id="game-location"
        label="Location name"
        error={e.location?.name?.message}
        {...form.register('location.name')}
      />
      <InputField
        id="game-address"
        label="Address"
        error={e.location?.address?.message}
        {...form.register('location.address')}
      />
      <div>
        <Button type="submit" disabled={!editable || update.isPending || !form.formState.isDirty}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
