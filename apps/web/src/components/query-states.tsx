import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { type ApiErrorCode, isApiError } from '@/lib/api-error.ts';

/** A whole page's read under way: a centred spinner with its label. */
export function Loading({ label, showLabel = true }: { label: string; showLabel?: boolean }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} showLabel={showLabel} />
    </div>
  );
}

/** A failed read with a way to try again: the message, then a Retry button. */
export function RetryAlert({
  message,
  onRetry,
  className,
}: {
  message: string;
  /** Called without arguments: a query's own `refetch` can be passed as it is. */
  onRetry: () => unknown;
  className?: string;
}) {
  return (
    <Alert tone="danger" className={className}>
      {message}{' '}
      <Button size="sm" variant="secondary" onClick={() => onRetry()}>
        Retry
      </Button>
    </Alert>
  );
}

/**
 * A failed read: not found (or not yours: a code in `missing`) says so with a way back; anything
 * else shows the error, with a retry when `onRetry` is given.
 */
export function LoadFailed({
  error,
  notFound,
  back = { to: '/leagues', label: 'Back to leagues' },
  missing: missingCodes = ['VALIDATION_FAILED', 'FORBIDDEN', 'NOT_FOUND'],
  onRetry,
}: {
  error: Error;
  notFound: string;
  back?: { to: string; label: string };
  missing?: ApiErrorCode[];
  onRetry?: () => unknown;
}) {
  const missing = isApiError(error) && missingCodes.includes(error.code);
  return (
    <div className="space-y-4">
      <Alert tone="danger">
        {missing ? notFound : error.message}{' '}
        {!missing && onRetry && (
          <Button size="sm" variant="secondary" onClick={() => onRetry()}>
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

/**
 * A page's read that has no data yet: Loading while it is under way, LoadFailed with a Retry when it
 * failed. Use as `if (q.isPending || q.isError) return <PageQueryFallback query={q} … />`.
 */
export function PageQueryFallback({
  query,
  loading,
  notFound,
  back,
}: {
  query: { isError: boolean; error: Error | null; refetch: () => unknown };
  loading: string;
  notFound: string;
  back?: { to: string; label: string };
}) {
  if (query.isError && query.error) {
    return <LoadFailed error={query.error} notFound={notFound} back={back} onRetry={query.refetch} />;
  }
  return <Loading label={loading} />;
}

/**
 * A panel's read that has no data yet: the error's message, or a line saying what is loading.
 * Use as `if (q.isPending || q.isError) return <QueryFallback query={q} loading="Loading…" />`.
 */
export function QueryFallback({
  query,
  loading,
}: {
  query: { isError: boolean; error: Error | null };
  loading: string;
}) {
  if (query.isError) return <Alert tone="danger">{query.error?.message}</Alert>;
  return <p className="text-sm text-stone-600">{loading}</p>;
}

/**
 * A list's read that has no data yet: a spinner while it is under way, the message with a Retry
 * when it failed. Use as `if (q.isPending || q.isError) return <ListQueryFallback query={q} … />`.
 */
export function ListQueryFallback({
  query,
  loading,
  failed,
}: {
  query: { isError: boolean; refetch: () => unknown };
  loading: string;
  failed: string;
}) {
  if (query.isError) return <RetryAlert message={failed} onRetry={query.refetch} />;
  return (
    <div className="flex justify-center py-10">
      <Spinner label={loading} />
    </div>
  );
}

/**
 * A card's read that has no data yet: a spinner while it is under way, the error's message with a
 * Retry when it failed. Use as `q.isPending || q.isError ? <CardQueryFallback query={q} … /> : …`.
 */
export function CardQueryFallback({
  query,
  loading,
}: {
  query: { isError: boolean; error: Error | null; refetch: () => unknown };
  loading: string;
}) {
  if (query.isError && query.error) {
    return <RetryAlert message={query.error.message} onRetry={query.refetch} />;
  }
  return <Spinner label={loading} />;
}

/** A list with nothing in it: a dashed box saying so. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 p-10 text-center text-stone-600">
      {children}
    </div>
  );
}
