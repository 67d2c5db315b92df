import { authMessages } from '@pokerhome/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { MutationButton } from '@/components/ui/mutation-button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useResendVerification } from '../api/resend-verification.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { useSession } from '../hooks/use-session.ts';
import { authLinkClass } from './auth-heading.tsx';

/** Confirms the address with the link's token as soon as the page opens, then says how it went. */
export function VerifyEmailResult({ token }: { token: string | null }) {
  const verifyMutation = useVerifyEmail();
  const { mutate } = verifyMutation;
  // The token is single-use: a second call (StrictMode's double effect) would report it spent.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (token && (verifyMutation.isIdle || verifyMutation.isPending)) {
    return <Spinner label="Verifying your e-mail address…" showLabel className="text-stone-700" />;
  }
  if (verifyMutation.isSuccess) {
    return (
      <>
        <Alert tone="success">{verifyMutation.data}</Alert>
        <NextStep />
      </>
    );
  }
  return (
    <>
      <Alert>{verifyMutation.error?.message ?? authMessages.linkInvalid}</Alert>
      <ResendAction />
    </>
  );
}

function NextStep() {
  const session = useSession();
  return (
    <p className="mt-6 text-center text-sm">
      {session.status === 'authenticated' ? (
        <Link to="/dashboard" className={authLinkClass}>
          Go to your dashboard
        </Link>
      ) : (
        <Link to="/login" className={authLinkClass}>
          Sign in
        </Link>
      )}
    </p>
  );
}

/** A new link needs the account: signed in, send it here; signed out, sign in and land on settings. */
function ResendAction() {
  const session = useSession();
  const resend = useResendVerification();
  if (session.status === 'loading') return null;
  // Not reachable is answered as signed out here: the link to sign in is all this page can offer.
  if (session.status === 'unauthenticated' || session.status === 'unreachable') {
    return (
      <p className="mt-6 text-center text-sm text-stone-600">
        <Link
          to="/login"
          state={{ from: { pathname: '/settings', search: '', hash: '' } }}
          className={authLinkClass}
        >
          Sign in
        </Link>{' '}
        to get a new verification link.
      </p>
    );
  }
  if (session.user.emailVerified) {
    return <p className="mt-4 text-sm text-stone-600">{authMessages.alreadyVerified}.</p>;
  }
  return (
    <div className="mt-6 space-y-3">
      {resend.isSuccess ? <Alert tone="success">{resend.data}</Alert> : null}
      <MutationButton mutation={resend} className="w-full">
        {resend.isPending ? 'Sending…' : 'Send a new verification link'}
      </MutationButton>
    </div>
  );
}
