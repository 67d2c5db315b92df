import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { Button } from '@/components/ui/button.tsx';

export default function UnauthorizedPage() {
  useDocumentTitle('Access denied');
  return (
    <>
      <ShieldAlert aria-hidden className="size-10 text-red-700" />
      <h1 className="mt-3 text-2xl font-bold text-stone-900">Access denied</h1>
      <p className="mt-2 text-stone-600">Your account's role does not give access to that page.</p>
      <Button asChild className="mt-6">
        <Link to="/dashboard">Return to Dashboard</Link>
      </Button>
    </>
  );
}
