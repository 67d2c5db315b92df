import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { AuthFooterLink, AuthHeading } from '../components/auth-heading.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [params] = useSearchParams();
  return (
    <>
      <AuthHeading title="Forgot your password?">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </AuthHeading>
      <ForgotPasswordForm email={params.get('email') ?? undefined} />
      <AuthFooterLink to="/login">Back to sign in</AuthFooterLink>
    </>
  );
}
