import type { LoginRequest } from '@pokerhome/domain';
import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useLogin } from '../api/login.ts';
import { OneTimeCodeField, useOneTimeCodeForm } from './one-time-code-field.tsx';

/**
 * The second step of signing in to an account with two-factor on: the same credentials are sent
 * again with an authenticator code or a recovery code. They live only in this component's props.
 */
export function TwoFactorStep({
  credentials,
  onBack,
}: {
  credentials: Omit<LoginRequest, 'twoFactorCode'>;
  onBack: () => void;
}) {
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useOneTimeCodeForm();
  // The step replaces the form the user just submitted: put them straight into the code field.
  useEffect(() => setFocus('token'), [setFocus]);

  const onSubmit = handleSubmit(({ token }) =>
    loginMutation.mutate({ ...credentials, twoFactorCode: token }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {loginMutation.error ? <Alert>{loginMutation.error.message}</Alert> : null}
      <OneTimeCodeField
        id="twoFactorCode"
        label="Verification code"
        error={errors.token?.message}
        hint="A recovery code works once, in place of the 6-digit code."
        recovery
        placeholder="123456"
        className="tracking-widest"
        {...register('token')}
      />
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Verifying…' : 'Verify and sign in'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
