import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/auth';
import { AuthenticatingScreen } from './authenticating-screen.tsx';
import { destinationAfterSignIn } from './redirect-state.ts';

/** Sign-in and sign-up: a signed-in visitor goes to where they came from, or /dashboard. */
export function GuestOnlyRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <AuthenticatingScreen />;
  if (session.status === 'authenticated') {
    return <Navigate to={destinationAfterSignIn(location.state)} replace />;
  }
  return <Outlet />;
}
