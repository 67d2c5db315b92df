import { addMemberRequestSchema } from '@pokerhome/domain';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { InputField } from '@/components/ui/form-field.tsx';
import { UserPicker } from '@/features/games';
import { cn } from '@/lib/cn.ts';
import { useAddMember } from '../api/add-member.ts';
import { serverFieldErrors } from '../utils/season-draft.ts';

type Kind = 'user' | 'guest';

/**
 * A league member: a registered player found with the user search, or a guest by name and
 * e-mail (when the guest registers with that address, their league history becomes theirs).
 */
export function AddMemberDialog({ leagueId }: { leagueId: string }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>('user');
  const [userId, setUserId] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddMember(leagueId);

  const close = () => {
    setOpen(false);
    setKind('user');
    setUserId('');
    setName('');
    setEmail('');
    setErrors({});
    setFailure(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    // Each kind is checked by its own branch of the domain's schema, so the messages name its fields.
    const branch = addMemberRequestSchema.options[kind === 'user' ? 0 : 1];
    const parsed = branch.safeParse(kind === 'user' ? { userId } : { name, email });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const member = await add.mutateAsync(parsed.data);
      toast.success(`${member.name} joined the league`);
      close();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden /> Add member
      </Button>
      <DialogContent>
        <DialogTitle>Add member</DialogTitle>
        <DialogDescription>
          A registered player, or a guest by name and e-mail: when the guest signs up with that address, their
          results follow them.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Member type</legend>
            {(
              [
                ['user', 'Registered player'],
                ['guest', 'Guest'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={cn(
                  'cursor-pointer rounded-lg border px-3 py-1.5 text-sm has-focus-visible:ring-2 has-focus-visible:ring-felt-600',
                  kind === value ? 'border-felt-600 bg-felt-50 font-medium' : 'border-stone-300',
                )}
              >
                <input
                  type="radio"
                  name="member-kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </fieldset>
          {kind === 'user' ? (
            <UserPicker selected={userId} onSelect={setUserId} error={errors.userId} />
          ) : (
            <>
              <InputField
                id="member-name"
                label="Guest name"
                error={errors.name}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <InputField
                id="member-email"
                label="Guest e-mail"
                error={errors.email}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </>
          )}
          {failure && <Alert tone="danger">{failure}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              Add member
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
