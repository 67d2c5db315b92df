import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { AuthHeading } from '../components/auth-heading.tsx';
import { VerifyEmailResult } from '../components/verify-email-result.tsx';

export default function VerifyEmailPage() {
  useDocumentTitle('Verify e-mail');
  const token = useSearchParams()[0].get('token');
  return (
    <>
      <AuthHeading title="Verify your e-mail address" />
      <VerifyEmailResult token={token} />
    </>
  );
}
