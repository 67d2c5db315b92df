import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError } from '@/lib/api-error.ts';
import { sessionQueryOptions } from '../api/session-query.ts';
import type { SessionUser } from '../session-user.ts';

export type Session =
  | { status: 'loading'; user: undefined }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated'; user: null }
  /** The server could not be reached and no stored answer stood in (docs/offline.md, "Starting offline"). */
  | { status: 'unreachable'; user: null };

/**
 * The current session; a failed fetch of the current user counts as signed out (docs/security.md),
 * except a failure on the way: a phone with no signal is not signed out, it is offline.
 */
export function useSession(): Session {
  const query = useQuery(sessionQueryOptions);
  if (query.data) return { status: 'authenticated', user: query.data };
  if (query.data === null) return { status: 'unauthenticated', user: null };
  if (query.isError) {
    const onTheWay = isApiError(query.error) && query.error.status === 0;
    return onTheWay ? { status: 'unreachable', user: null } : { status: 'unauthenticated', user: null };
  }
  return { status: 'loading', user: undefined };
}

/**
 * The signed-in user, for components rendered only behind the ProtectedRoute guard. At sign-out the
 * session turns null a render before the guard unmounts the page (a slow phone shows it): a page
 * that was signed in keeps the user it had for that last render instead of failing.
 */
export function useAuthenticatedUser(): SessionUser {
  const session = useSession();
  const last = useRef<SessionUser | undefined>(undefined);
  if (session.status === 'authenticated') last.current = session.user;
  if (!last.current) throw new Error('useAuthenticatedUser() used outside a signed-in route');
  return last.current;
}
