import type { Role } from '@pokerhome/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuthenticatedUser } from '@/features/auth';

/**
 * Pages for some roles only; must sit inside ProtectedRoute. Others see `fallback` (the
 * templates' upgrade screen) or, without one, go to /unauthorized.
 */
export function RoleRoute({ roles, fallback }: { roles: readonly Role[]; fallback?: ReactNode }) {
  const user = useAuthenticatedUser();
  if (roles.includes(user.role)) return <Outlet />;
  return fallback ?? <Navigate to="/unauthorized" replace />;
}
