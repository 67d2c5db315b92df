import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, type ResetPasswordRequest, resetPasswordRequestSchema } from '@pokerhome/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthFooterLink } from './auth-heading.tsx';
import { ChosenPasswordFields } from './password-strength-meter.tsx';

/** A new password for the account of the e-mailed link; the same rules as at sign-up. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetMutation = useResetPassword();
  const form = useForm<z.input<typeof resetPasswordRequestSchema>, unknown, ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit((values) =>
    resetMutation.mutate(values, {
      onSuccess: () => navigate('/login', { replace: true }),
      onError: (error) => applyServerFieldErrors(error, form.setError, ['password', 'confirmPassword']),
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
      <ChosenPasswordFields
        label="New password"
        password={password}
        errors={errors}
        register={form.register}
      />
      <Button type="submit" className="w-full" disabled={resetMutation.isPending}>
        {resetMutation.isPending ? 'Saving…' : 'Set new password'}
      </Button>
      <AuthFooterLink to="/login" inForm>
        Back to sign in
      </AuthFooterLink>
    </form>
  );
}
