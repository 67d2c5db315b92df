import { LoadFailed, Loading } from '@/components/query-states.tsx';

/**
 * A game page's read that has no data yet: the spinner while it is under way; when it failed,
 * `notFound` for a malformed id or none (`VALIDATION_FAILED`, `NOT_FOUND`) and the server's own
 * message otherwise (a link the host turned off or filled says so: `FORBIDDEN`, `CONFLICT`), with the way back to the games.
 */
export function GameQueryFallback({
  query,
  notFound,
}: {
  query: { isError: boolean; error: Error | null };
  notFound: string;
}) {
  if (query.isError && query.error) {
    return (
      <LoadFailed
        error={query.error}
        notFound={notFound}
        missing={['VALIDATION_FAILED', 'NOT_FOUND']}
        back={{ to: '/games', label: 'Back to games' }}
      />
    );
  }
  return <Loading label="Loading game" showLabel={false} />;
}
