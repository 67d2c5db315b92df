import { authMessages } from '@pokerhome/domain';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { AuthHeading, authLinkClass } from '../components/auth-heading.tsx';
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
          <p className="mt-6 text-center text-sm">
            <Link to="/forgot-password" className={authLinkClass}>
              Request a new link
            </Link>
          </p>
        </>
      )}
    </>
  );
}
