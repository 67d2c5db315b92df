import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { MutationButton } from '@/components/ui/mutation-button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { sessionsQueryOptions } from '../api/sessions-query.ts';
import { SessionItem } from './session-item.tsx';

/** The devices signed in to this account; any other one can be signed out from here. */
export function SessionsCard() {
  const user = useAuthenticatedUser();
  const query = useQuery(sessionsQueryOptions);
  const queryClient = useQueryClient();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  // This device first, then the most recently used.
  const sessions = [...(query.data ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
  const others = sessions.filter((session) => !session.current).length;

  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader>
        <CardTitle id="sessions-title">Active sessions</CardTitle>
        <CardDescription>
          Where your account is signed in. Sign out any device you do not recognise, then change your
          password.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isPending ? <Spinner label="Loading sessions…" showLabel className="text-stone-600" /> : null}
        {query.isError ? (
          <Alert>
            {query.error.message}{' '}
            <button
              type="button"
              className="font-medium underline"
              onClick={() => void queryClient.refetchQueries({ queryKey: sessionsQueryOptions.queryKey })}
            >
              Try again
            </button>
          </Alert>
        ) : null}
        {sessions.length ? (
          <ul aria-label="Sessions" className="divide-y divide-stone-200">
            {sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                timeZone={user.timeZone}
                onRevoke={(id) => revokeOne.mutate(id)}
                revoking={revokeOne.isPending && revokeOne.variables === session.id}
              />
            ))}
          </ul>
        ) : null}
        {others > 0 ? (
          <div className="border-t border-stone-200 pt-4">
            <MutationButton mutation={revokeOthers} variant="secondary">
              {revokeOthers.isPending ? 'Signing out…' : 'Sign out everywhere else'}
            </MutationButton>
          </div>
        ) : query.isSuccess ? (
          <p className="text-sm text-stone-600">No other device is signed in.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
