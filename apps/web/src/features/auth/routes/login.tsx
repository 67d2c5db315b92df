import { useDocumentTitle } from '@/components/document-title.tsx';
import { LoginFlow } from '../components/login-flow.tsx';

export default function LoginPage() {
  useDocumentTitle('Sign in');
  return <LoginFlow />;
}
