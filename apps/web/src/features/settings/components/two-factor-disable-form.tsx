import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { OneTimeCodeField, useOneTimeCodeForm } from '@/features/auth';
import { useDisableTwoFactor } from '../api/two-factor-disable.ts';

/** Turning two-factor off asks for the second factor itself, so a stolen session cannot do it. */
export function TwoFactorDisableForm() {
  const disableMutation = useDisableTwoFactor();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useOneTimeCodeForm();

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ token }) => disableMutation.mutate(token))}
      className="space-y-4"
    >
      {disableMutation.error ? <Alert>{disableMutation.error.message}</Alert> : null}
      <OneTimeCodeField
        id="disableCode"
        label="Authenticator code or recovery code"
        error={errors.token?.message}
        recovery
        className="max-w-64"
        {...register('token')}
      />
      <Button type="submit" variant="destructive" disabled={disableMutation.isPending}>
        {disableMutation.isPending ? 'Turning off…' : 'Disable two-factor'}
      </Button>
    </form>
  );
}
