import { Navigate, Outlet, useLocation } from 'react-router';
import { isDeliberateExit, useSession } from '@/features/auth';
import { AuthenticatingScreen } from './authenticating-screen.tsx';
import type { FromState } from './redirect-state.ts';
import { UnreachableScreen } from './unreachable-screen.tsx';

/**
 * Signed-in pages: a signed-out visitor goes to /login and the origin is remembered. A session that
 * could not be asked (no network, the server down, nothing stored) is not signed out. A user who
 * deleted his account is leaving on purpose: no redirect (features/auth/deliberate-exit.ts).
 */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <AuthenticatingScreen />;
  if (session.status === 'unreachable') return <UnreachableScreen />;
  if (session.status === 'unauthenticated') {
    // The account was just deleted: the visit is on its way to /landing, not to the sign-in.
    if (isDeliberateExit()) return null;
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
