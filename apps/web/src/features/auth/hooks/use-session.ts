import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../api/session-query.ts';
import type { SessionUser } from '../session-user.ts';

export type Session =
  | { status: 'loading'; user: undefined }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated'; user: null };

/** The current session; a failed fetch of the current user counts as signed out (docs/security.md). */
export function useSession(): Session {
  const query = useQuery(sessionQueryOptions);
  if (query.data) return { status: 'authenticated', user: query.data };
  if (query.data === null || query.isError) return { status: 'unauthenticated', user: null };
  return { status: 'loading', user: undefined };
}

/** The signed-in user, for components rendered only behind the ProtectedRoute guard. */
export function useAuthenticatedUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'authenticated') {
    throw new Error('useAuthenticatedUser() used outside a signed-in route');
  }
  return session.user;
}
