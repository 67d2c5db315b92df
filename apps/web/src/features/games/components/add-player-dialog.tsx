import { zodResolver } from '@hookform/resolvers/zod';
import { gameMessages, limits } from '@pokerhome/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { InputField, TextareaField } from '@/components/ui/form-field.tsx';
import { cn } from '@/lib/cn.ts';
import { useAddParticipants } from '../api/participant-mutations.ts';
import {
  type AddPlayerForm,
  type AddPlayerFormInput,
  type AddPlayerKind,
  addPlayerFormSchema,
  emptyAddPlayerForm,
  toNewParticipant,
} from '../utils/add-player-form.ts';
import { interpretInviteResult } from '../utils/invite-results.ts';
import { UserPicker } from './user-picker.tsx';

/** A guest's name, first and last. */
const guestNameFields = [
  { name: 'guestFirstName', id: 'add-player-first', label: 'First name' },
  { name: 'guestLastName', id: 'add-player-last', label: 'Last name' },
] as const;

const kinds: { value: AddPlayerKind; label: string }[] = [
  { value: 'user', label: 'Existing user' },
  { value: 'email', label: 'Invite by e-mail' },
  { value: 'guest', label: 'Guest player' },
];

/**
 * Manage game: add one player as an existing user, an e-mail invitee or a guest.
 * `remaining` is max participants minus those invited or seated (docs/games.md).
 */
export function AddPlayerDialog({
  gameId,
  remaining,
  disabled,
}: {
  gameId: string;
  remaining: number;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const add = useAddParticipants(gameId);
  const form = useForm<AddPlayerFormInput, unknown, AddPlayerForm>({
    resolver: zodResolver(addPlayerFormSchema),
    defaultValues: emptyAddPlayerForm,
  });
  const kind = form.watch('kind');
  const e = form.formState.errors;
  const messageLength = (form.watch('message') ?? '').length;

  const close = () => {
    setOpen(false);
    form.reset(emptyAddPlayerForm);
    setFailures([]);
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const answer = await add.mutateAsync({
          participants: [toNewParticipant(values)],
          sendEmailInvitations: values.kind === 'user' ? values.sendEmailInvitations : true,
        });
        const { notices, failures: failed } = interpretInviteResult(answer, 1);
        for (const n of notices) toast[n.tone](n.message);
        setFailures(failed);
        if (answer.participants.length > 0) close();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        toast.error(gameMessages.failedToAdd(message));
        setFailures([message]);
      }
    },
    // The chosen type lacks what it needs: the catalogue's toast, and the fields say which.
    () => toast.error(gameMessages.addPlayerMissingInfo),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Button onClick={() => setOpen(true)} disabled={disabled}>
        <UserPlus aria-hidden /> Add Player
      </Button>
      <DialogContent>
        <DialogTitle>Add Player</DialogTitle>
        <DialogDescription>
          Invite a registered user, invite someone by e-mail, or add a guest.{' '}
          <span data-testid="remaining-slots">{remaining} slot(s) remaining.</span>
        </DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          {failures.length > 0 && (
            <Alert tone="danger">
              <ul>
                {failures.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </Alert>
          )}
          {remaining <= 0 && (
            <Alert tone="info">
              The game is at its maximum of invited players: remove someone or raise the maximum in Settings.
            </Alert>
          )}
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Invitation type</legend>
            {kinds.map((k) => (
              <label
                key={k.value}
                className={cn(
                  'cursor-pointer rounded-lg border px-3 py-1.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-felt-600',
                  kind === k.value ? 'border-felt-600 bg-felt-50 font-medium' : 'border-stone-300',
                )}
              >
                <input type="radio" value={k.value} className="sr-only" {...form.register('kind')} />
                {k.label}
              </label>
            ))}
          </fieldset>
          {kind === 'user' && (
            <>
              <UserPicker
                selected={form.watch('userId')}
                error={e.userId?.message}
                onSelect={(id) => form.setValue('userId', id, { shouldValidate: true })}
              />
              <label htmlFor="add-player-send-email" className="flex items-center gap-2 text-sm">
                <Checkbox id="add-player-send-email" {...form.register('sendEmailInvitations')} /> Send an
                invitation e-mail
              </label>
            </>
          )}
          {kind === 'email' && (
            <InputField
              id="add-player-email"
              label="E-mail address"
              error={e.email?.message}
              type="email"
              autoComplete="off"
              {...form.register('email')}
            />
          )}
          {kind === 'guest' && (
            <div className="grid gap-3 sm:grid-cols-2">
              {guestNameFields.map(({ name, id, label }) => (
                <InputField
                  key={name}
                  id={id}
                  label={label}
                  error={e[name]?.message}
                  maxLength={limits.nameMax}
                  {...form.register(name)}
                />
              ))}
              <InputField
                id="add-player-guest-email"
                label="E-mail (optional)"
                error={e.guestEmail?.message}
                className="sm:col-span-2"
                type="email"
                {...form.register('guestEmail')}
              />
            </div>
          )}
          {kind !== 'guest' && (
            <TextareaField
              id="add-player-message"
              label="Message (optional)"
              error={e.message?.message}
              hint={`${messageLength}/${limits.inviteMessageMax}`}
              rows={2}
              maxLength={limits.inviteMessageMax}
              className="aria-invalid:border-red-600"
              {...form.register('message')}
            />
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending || remaining <= 0}>
              {kind === 'guest' ? 'Add Guest' : 'Send Invitation'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
