import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/auth';
import { AuthenticatingScreen } from './authenticating-screen.tsx';
import type { FromState } from './redirect-state.ts';
import { UnreachableScreen } from './unreachable-screen.tsx';

/**
 * Signed-in pages: a signed-out visitor goes to /login and the origin is remembered. A session that
 * could not be asked (no network, the server down, nothing stored) is not signed out.
 */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <AuthenticatingScreen />;
  if (session.status === 'unreachable') return <UnreachableScreen />;
  if (session.status === 'unauthenticated') {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
