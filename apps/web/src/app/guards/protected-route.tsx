import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/auth';
import { AuthenticatingScreen } from './authenticating-screen.tsx';
import type { FromState } from './redirect-state.ts';

/** Signed-in pages: a signed-out visitor goes to /login and the origin is remembered. */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <AuthenticatingScreen />;
  if (session.status === 'unauthenticated') {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
