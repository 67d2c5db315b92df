import { zodResolver } from '@hookform/resolvers/zod';
import { addMemberRequestSchema } from '@pokerhome/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { InputField } from '@/components/ui/form-field.tsx';
import { UserPicker } from '@/features/games';
import { cn } from '@/lib/cn.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { useAddMember } from '../api/add-member.ts';

type Kind = 'user' | 'guest';

/** The domain's two kinds of member, told apart by the radio, so each message names its own field. */
const [userMember, guestMember] = addMemberRequestSchema.options;
const memberFormSchema = z.discriminatedUnion('kind', [
  userMember.extend({ kind: z.literal('user') }).strip(),
  guestMember.extend({ kind: z.literal('guest') }).strip(),
]);
const empty = { kind: 'user' as Kind, userId: '', name: '', email: '' };

/**
 * A league member: a registered player found with the user search, or a guest by name and
 * e-mail (when the guest registers with that address, their league history becomes theirs).
 */
export function AddMemberDialog({ leagueId }: { leagueId: string }) {
  const [open, setOpen] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(memberFormSchema), defaultValues: empty });
  const kind = watch('kind');
  const fieldError = (name: 'userId' | 'name' | 'email') =>
    (errors as Partial<Record<typeof name, { message?: string }>>)[name]?.message;
  const add = useAddMember(leagueId);

  const close = () => {
    setOpen(false);
    reset(empty);
  };

  const submit = handleSubmit(async ({ kind: _kind, ...member }) => {
    try {
      const added = await add.mutateAsync(member);
      toast.success(`${added.name} joined the league`);
      close();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['userId', 'name', 'email']);
      setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });
  const failure = errors.root?.message;

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
                <input type="radio" value={value} {...register('kind')} className="sr-only" />
                {label}
              </label>
            ))}
          </fieldset>
          {kind === 'user' ? (
            <Controller
              control={control}
              name="userId"
              render={({ field }) => (
                <UserPicker
                  selected={field.value ?? ''}
                  onSelect={field.onChange}
                  error={fieldError('userId')}
                />
              )}
            />
          ) : (
            <>
              <InputField
                id="member-name"
                label="Guest name"
                error={fieldError('name')}
                {...register('name')}
              />
              <InputField
                id="member-email"
                label="Guest e-mail"
                error={fieldError('email')}
                type="email"
                {...register('email')}
              />
            </>
          )}
          {failure && <Alert tone="danger">{failure}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              Add member
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
