import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-error.ts';

export function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} showLabel />
    </div>
  );
}

/** A failed read: not found (or not yours) says so with a way back; anything else offers a retry. */
export function LoadFailed({
  error,
  notFound,
  back = { to: '/leagues', label: 'Back to leagues' },
  onRetry,
}: {
  error: Error;
  notFound: string;
  back?: { to: string; label: string };
  onRetry: () => void;
}) {
  const missing = isApiError(error) && (error.status === 404 || error.status === 400 || error.status === 403);
  return (
    <div className="space-y-4">
      <Alert tone="danger">
        {missing ? notFound : error.message}{' '}
        {!missing && (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Alert>
      <Link to={back.to} className="text-felt-700 underline">
        {back.label}
      </Link>
    </div>
  );
}
