import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, type UpdateProfileRequest, updateProfileRequestSchema } from '@pokerhome/domain';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField, fieldControlProps } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { CurrentPasswordField, EmailField, NameFields, type SessionUser } from '@/features/auth';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { deviceTimeZone, timeZoneChoices, timeZoneLabel } from '../utils/time-zones.ts';

type ProfileValues = z.input<typeof updateProfileRequestSchema>;
const profileFields = ['firstName', 'lastName', 'email', 'timeZone'] as const;
const errorFields = [...profileFields, 'currentPassword'] as const;

const valuesOf = (user: SessionUser) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  timeZone: user.timeZone,
});

/** Name, e-mail address and time zone; only what changed is sent. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const updateMutation = useUpdateProfile();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    setValue,
    formState: { errors, isDirty },
  } = useForm<ProfileValues, unknown, UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: valuesOf(user),
  });
  const timeZone = useWatch({ control, name: 'timeZone' });
  // A new address needs the current password (the server refuses it otherwise).
  const email = useWatch({ control, name: 'email' });
  const emailChanging = (email ?? '').trim().toLowerCase() !== user.email;
  // About 400 zones, each label asking Intl for its current offset: built once per user zone.
  const zones = useMemo(
    () => timeZoneChoices(user.timeZone).map((zone) => ({ zone, label: timeZoneLabel(zone) })),
    [user.timeZone],
  );
  const deviceZone = deviceTimeZone();

  const onSubmit = handleSubmit((values) => {
    const current = valuesOf(user);
    const changes = Object.fromEntries(
      profileFields
        .filter((name) => values[name] !== undefined && values[name] !== current[name])
        .map((name) => [name, values[name]]),
    ) as UpdateProfileRequest;
    if (changes.email !== undefined) changes.currentPassword = values.currentPassword;
    if (Object.keys(changes).length === 0) {
      reset(current);
      return;
    }
    updateMutation.mutate(changes, {
      onSuccess: (updated) => {
        reset({ ...valuesOf(updated), currentPassword: '' });
        toast.success(
          updated.email === user.email
            ? 'Profile saved'
            : `Profile saved. We sent a verification link to ${updated.email}.`,
        );
      },
      onError: (error) => {
        toast.error(authMessages.updateFailed);
        applyServerFieldErrors(error, setError, errorFields);
      },
    });
  });

  const field = (name: (typeof profileFields)[number]) =>
    fieldControlProps(name, { error: errors[name]?.message });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {updateMutation.error ? <Alert>{updateMutation.error.message}</Alert> : null}
      <NameFields errors={errors} firstName={register('firstName')} lastName={register('lastName')} />
      <EmailField
        error={errors.email?.message}
        hint="A new address must be confirmed with the link we send to it."
        input={register('email')}
      />
      {emailChanging ? (
        <CurrentPasswordField
          id="currentPassword"
          error={errors.currentPassword?.message}
          input={register('currentPassword')}
        />
      ) : null}
      <FormField id="timeZone" label="Time zone" error={errors.timeZone?.message}>
        <NativeSelect {...field('timeZone')} {...register('timeZone')}>
          {zones.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </NativeSelect>
        {deviceZone && deviceZone !== timeZone && zones.some(({ zone }) => zone === deviceZone) ? (
          <p className="text-xs text-stone-600">
            This device uses {deviceZone.replaceAll('_', ' ')}.{' '}
            <button
              type="button"
              className="font-medium text-felt-700 underline-offset-2 hover:underline"
              onClick={() => setValue('timeZone', deviceZone, { shouldDirty: true })}
            >
              Use it
            </button>
          </p>
        ) : null}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty || updateMutation.isPending}>
          {updateMutation.isPending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
