import { type RegistrableRole, registrableRoles } from '@pokerhome/domain';
import { useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { AuthFooterLink, AuthHeading } from '../components/auth-heading.tsx';
import { RegisterForm } from '../components/register-form.tsx';

/** A pricing plan's button links here with the plan's role (`?role=host`); anything else: Player. */
export const roleFromLink = (value: string | null): RegistrableRole | undefined =>
  registrableRoles.find((r) => r === value);

export default function RegisterPage() {
  useDocumentTitle('Create an account');
  // An invitation e-mail links here with the invitee's address and the invitation's token.
  const [params] = useSearchParams();
  const { state } = useLocation();
  return (
    <>
      <AuthHeading title="Create an account">
        Join as a player, a host or a league organizer to run and join poker home games.
      </AuthHeading>
      <RegisterForm
        email={params.get('email') ?? undefined}
        invitationToken={params.get('invitation') ?? undefined}
        role={roleFromLink(params.get('role'))}
      />
      <AuthFooterLink to="/login" state={state} prompt="Already have an account?">
        Sign in
      </AuthFooterLink>
    </>
  );
}
