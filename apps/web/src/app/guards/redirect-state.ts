import type { Location } from 'react-router';

/** Navigation state a guard leaves on /login so sign-in can send the user back. */
export type FromState = { from: Pick<Location, 'pathname' | 'search' | 'hash'> };

const guestOnlyPaths = new Set(['/login', '/register']);

/** Where to go after signing in: the remembered origin if it is a usable in-app path, else /dashboard. */
export function destinationAfterSignIn(state: unknown): string {
  const from = (state as Partial<FromState> | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return '/dashboard';
  // "//host" would leave the app; the sign-in pages themselves would bounce straight back.
  if (from.pathname.startsWith('//') || guestOnlyPaths.has(from.pathname)) return '/dashboard';
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
