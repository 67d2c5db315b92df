import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, type ResetPasswordRequest, resetPasswordRequestSchema } from '@pokerhome/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { applyServerFieldErrors } from '../utils/server-field-errors.ts';
import { authLinkClass } from './auth-heading.tsx';
import { NewPasswordFields, passwordRuleHint } from './password-strength-meter.tsx';

/** A new password for the account of the e-mailed link; the same rules as at sign-up. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetMutation = useResetPassword();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof resetPasswordRequestSchema>, unknown, ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit((values) =>
    resetMutation.mutate(values, {
      onSuccess: () => navigate('/login', { replace: true }),
      onError: (error) => applyServerFieldErrors(error, setError, ['password', 'confirmPassword']),
    }),
  );

  const linkProblem = errors.token?.message ?? resetMutation.error?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {linkProblem ? (
        <Alert>
          {linkProblem}
          {linkProblem === authMessages.linkInvalid ? (
            <>
              {' '}
              <Link to="/forgot-password" className="font-medium underline">
                Request a new link
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <NewPasswordFields
        label="New password"
        confirmLabel="Confirm new password"
        hint={passwordRuleHint}
        password={password}
        error={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
        input={register('password')}
        confirmInput={register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={resetMutation.isPending}>
        {resetMutation.isPending ? 'Saving…' : 'Set new password'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className={authLinkClass}>
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
