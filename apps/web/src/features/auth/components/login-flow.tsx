import type { LoginRequest } from '@pokerhome/domain';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AuthFooterLink, AuthHeading } from './auth-heading.tsx';
import { LoginForm } from './login-form.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

/** Sign-in in one or two steps: credentials, then (accounts with 2FA) the code. */
export function LoginFlow() {
  const [pending, setPending] = useState<Omit<LoginRequest, 'twoFactorCode'> | null>(null);
  // Signing up instead keeps the way back (a share link's join screen, docs/reach.md).
  const { state } = useLocation();

  if (pending) {
    return (
      <>
        <AuthHeading title="Two-factor verification">
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </AuthHeading>
        <TwoFactorStep credentials={pending} onBack={() => setPending(null)} />
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Sign in">Sign in to reach your games, players and tournaments.</AuthHeading>
      <LoginForm onTwoFactorRequired={setPending} />
      <AuthFooterLink to="/register" state={state} prompt="Don't have an account?">
        Sign up
      </AuthFooterLink>
    </>
  );
}
