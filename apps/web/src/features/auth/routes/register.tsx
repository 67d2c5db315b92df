import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { AuthHeading, authLinkClass } from '../components/auth-heading.tsx';
import { RegisterForm } from '../components/register-form.tsx';

export default function RegisterPage() {
  useDocumentTitle('Create an account');
  // An invitation e-mail links here with the invitee's address and the invitation's token.
  const [params] = useSearchParams();
  return (
    <>
      <AuthHeading title="Create an account">
        Join as a player, a host or a league organizer to run and join poker home games.
      </AuthHeading>
      <RegisterForm
        email={params.get('email') ?? undefined}
        invitationToken={params.get('invitation') ?? undefined}
      />
      <p className="mt-6 text-center text-sm text-stone-600">
        Already have an account?{' '}
        <Link to="/login" className={authLinkClass}>
          Sign in
        </Link>
      </p>
    </>
  );
}
