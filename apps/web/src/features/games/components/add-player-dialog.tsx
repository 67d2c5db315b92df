import { emailPattern, gameMessages, limits, type NewParticipant, playerMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { useAddParticipants } from '../api/participant-mutations.ts';
import { userSearchQueryOptions } from '../api/user-search.ts';
import { interpretInviteResult } from '../utils/invite-results.ts';

type Kind = 'user' | 'email' | 'guest';
const kinds: { value: Kind; label: string }[] = [
  { value: 'user', label: 'Existing user' },
  { value: 'email', label: 'Invite by e-mail' },
  { value: 'guest', label: 'Guest player' },
];

/** The participant to send, or null when the chosen type lacks what it needs (core spec §5). */
function toParticipant(kind: Kind, f: Record<string, string>): NewParticipant | null {
  if (kind === 'user') return f.userId ? { userId: f.userId } : null;
  if (kind === 'email') return emailPattern.test(f.email?.trim() ?? '') ? { email: f.email?.trim() } : null;
  if (!f.first?.trim() || !f.last?.trim()) return null;
  if (f.guestEmail?.trim() && !emailPattern.test(f.guestEmail.trim())) return null;
  return {
    isGuest: true,
    guestFirstName: f.first.trim(),
    guestLastName: f.last.trim(),
    ...(f.guestEmail?.trim() ? { email: f.guestEmail.trim() } : {}),
  };
}

function UserPicker({
  selected,
  onSelect,
}: {
  selected: string;
  onSelect: (id: string, name: string) => void;
}) {
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const search = useQuery({
    ...userSearchQueryOptions(deferred),
    enabled: deferred.length >= limits.searchMinChars,
  });
  return (
    <div className="space-y-2">
      <FormField id="add-player-search" label="Search users">
        <Input
          id="add-player-search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Name, username or e-mail"
          maxLength={100}
        />
      </FormField>
      {deferred.length > 0 && deferred.length < limits.searchMinChars && (
        <p className="text-sm text-stone-600">{playerMessages.searchTooShort}</p>
      )}
      {search.isError && <p className="text-sm text-red-700">{search.error.message}</p>}
      {search.data?.length === 0 && <p className="text-sm text-stone-600">No users found</p>}
      <ul className="max-h-48 space-y-1 overflow-y-auto">
        {search.data?.map((u) => (
          <li key={u.id}>
            <button
              type="button"
              aria-pressed={selected === u.id}
              onClick={() => onSelect(u.id, u.name)}
              className={cn(
                'w-full rounded-lg border px-3 py-2 text-left text-sm hover:bg-stone-50',
                selected === u.id ? 'border-felt-600 bg-felt-50' : 'border-stone-200',
              )}
            >
              <span className="font-medium">{u.name}</span>
              <span className="block text-stone-600">{u.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Core spec §2 Manage game: add one player as an existing user, an e-mail invitee or a guest. */
export function AddPlayerDialog({ gameId, disabled }: { gameId: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>('user');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const add = useAddParticipants(gameId);
  const set = (name: string) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  const reset = () => {
    setFields({});
    setErrors([]);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const participant = toParticipant(kind, fields);
    if (!participant) {
      toast.error(gameMessages.addPlayerMissingInfo);
      return;
    }
    try {
      const answer = await add.mutateAsync({
        participants: [
          { ...participant, ...(fields.message?.trim() ? { message: fields.message.trim() } : {}) },
        ],
        sendEmailInvitations: true,
      });
      const { notices, failures } = interpretInviteResult(answer, 1);
      for (const n of notices) toast[n.tone](n.message);
      setErrors(failures);
      if (answer.participants.length > 0) {
        reset();
        setOpen(false);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toast.error(gameMessages.failedToAdd(message));
      setErrors([message]);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Button onClick={() => setOpen(true)} disabled={disabled}>
        <UserPlus aria-hidden /> Add Player
      </Button>
      <DialogContent>
        <DialogTitle>Add Player</DialogTitle>
        <DialogDescription>
          Invite a registered user, invite someone by e-mail, or add a guest.
        </DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          {errors.length > 0 && (
            <Alert tone="danger">
              <ul>
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </Alert>
          )}
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Invitation type</legend>
            {kinds.map((k) => (
              <label
                key={k.value}
                className={cn(
                  'cursor-pointer rounded-lg border px-3 py-1.5 text-sm',
                  kind === k.value ? 'border-felt-600 bg-felt-50 font-medium' : 'border-stone-300',
                )}
              >
                <input
                  type="radio"
                  name="kind"
                  value={k.value}
                  checked={kind === k.value}
                  onChange={() => setKind(k.value)}
                  className="sr-only"
                />
                {k.label}
              </label>
            ))}
          </fieldset>
          {kind === 'user' && (
            <UserPicker
              selected={fields.userId ?? ''}
              onSelect={(id) => setFields((f) => ({ ...f, userId: id }))}
            />
          )}
          {kind === 'email' && (
            <FormField id="add-player-email" label="E-mail address">
              <Input id="add-player-email" type="email" value={fields.email ?? ''} onChange={set('email')} />
            </FormField>
          )}
          {kind === 'guest' && (
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id="add-player-first" label="First name">
                <Input
                  id="add-player-first"
                  value={fields.first ?? ''}
                  onChange={set('first')}
                  maxLength={50}
                />
              </FormField>
              <FormField id="add-player-last" label="Last name">
                <Input id="add-player-last" value={fields.last ?? ''} onChange={set('last')} maxLength={50} />
              </FormField>
              <FormField id="add-player-guest-email" label="E-mail (optional)" className="sm:col-span-2">
                <Input
                  id="add-player-guest-email"
                  type="email"
                  value={fields.guestEmail ?? ''}
                  onChange={set('guestEmail')}
                />
              </FormField>
            </div>
          )}
          {kind !== 'guest' && (
            <FormField id="add-player-message" label="Message (optional)">
              <textarea
                id="add-player-message"
                value={fields.message ?? ''}
                onChange={set('message')}
                maxLength={limits.inviteMessageMax}
                rows={2}
                className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
              />
            </FormField>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {kind === 'guest' ? 'Add Guest' : 'Send Invitation'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
