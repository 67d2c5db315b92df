/**
 * The server sets the readable `ph_in` cookie with the session's own (httpOnly) cookies and clears
 * it with them (apps/server/src/lib/cookies.ts). Without it there is no session to ask about: the
 * page is signed out without a `GET /auth/me` that could only answer 401, then fail its refresh
 * with a second (decision 0034).
 */
export function maybeSignedIn(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)ph_in=/.test(document.cookie);
}
