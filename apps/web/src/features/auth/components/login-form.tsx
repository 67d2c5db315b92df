import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema } from '@pokerhome/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useLogin } from '../api/login.ts';
import { CurrentPasswordField, EmailField } from './account-fields.tsx';
import { authLinkClass } from './auth-heading.tsx';

type Credentials = Omit<LoginRequest, 'twoFactorCode'>;

/** E-mail, password and remember me. Asks the parent for the code step when the account has 2FA. */
export function LoginForm({
  onTwoFactorRequired,
}: {
  onTwoFactorRequired: (credentials: Credentials) => void;
}) {
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof loginRequestSchema>, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit((credentials) =>
    loginMutation.mutate(credentials, {
      onSuccess: (answer) => {
        if ('twoFactorRequired' in answer) onTwoFactorRequired(credentials);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {loginMutation.error ? <Alert>{loginMutation.error.message}</Alert> : null}
      <EmailField error={errors.email?.message} input={register('email')} />
      <CurrentPasswordField
        id="password"
        label="Password"
        error={errors.password?.message}
        input={register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Checkbox id="rememberMe" {...register('rememberMe')} />
          <Label htmlFor="rememberMe" className="font-normal">
            Remember me
          </Label>
        </div>
        <Link to="/forgot-password" className={`text-sm ${authLinkClass}`}>
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
