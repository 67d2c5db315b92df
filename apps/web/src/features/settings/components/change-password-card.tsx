import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordRequest, changePasswordRequestSchema } from '@pokerhome/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { CurrentPasswordField, NewPasswordFields, useAuthenticatedUser } from '@/features/auth';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const user = useAuthenticatedUser();
  const changeMutation = useChangePassword();
  const form = useForm<z.input<typeof changePasswordRequestSchema>, unknown, ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: empty,
  });
  const { register } = form;
  const errors = form.formState.errors;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  // Bumped on success so the strength meter starts hidden again with the emptied form.
  const [saved, setSaved] = useState(0);

  const onSubmit = form.handleSubmit((values) =>
    changeMutation.mutate(values, {
      onSuccess: (message) => {
        form.reset(empty);
        setSaved((n) => n + 1);
        toast.success(message);
      },
      onError: (error) => applyServerFieldErrors(error, form.setError, fields),
    }),
  );

  // A wrong current password is shown under that field; only other failures need the form message.
  const formError = changeMutation.error && !errors.currentPassword ? changeMutation.error.message : null;

  return (
    <Card aria-labelledby="password-title">
      <CardHeader>
        <CardTitle id="password-title">Change password</CardTitle>
        <CardDescription>Changing it signs out every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {formError ? <Alert>{formError}</Alert> : null}
          {/* Tells password managers which account the new password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <CurrentPasswordField
            id="currentPassword"
            error={errors.currentPassword?.message}
            input={register('currentPassword')}
          />
          <NewPasswordFields
            id="newPassword"
            label="New password"
            password={newPassword}
            meterKey={saved}
            errors={errors}
            register={register}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={changeMutation.isPending}>
              {changeMutation.isPending ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
