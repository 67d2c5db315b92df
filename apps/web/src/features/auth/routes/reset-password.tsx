import { authMessages } from '@pokerhome/domain';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { AuthFooterLink, AuthHeading } from '../components/auth-heading.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const token = useSearchParams()[0].get('token');
  return (
    <>
      <AuthHeading title="Choose a new password">
        Your new password replaces the old one and signs out every device.
      </AuthHeading>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <Alert>{authMessages.linkInvalid}</Alert>
          <AuthFooterLink to="/forgot-password">Request a new link</AuthFooterLink>
        </>
      )}
    </>
  );
}
