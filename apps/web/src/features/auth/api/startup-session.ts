import type { SessionUser } from '../session-user.ts';
import { fetchSessionUser } from './session-query.ts';

/*
 * Authentication status is checked when the application starts (core spec §2), before the query
 * cache exists: the cache (TanStack Query) is not in the first chunk, so the landing page, which
 * shows no session, never loads it (decision 0008). The cache adopts this answer when it is made.
 */
type StartupCheck = {
  answer: Promise<SessionUser | null>;
  /** Set once the answer arrived: when, so the cache knows how fresh it is. */
  settled?: { user: SessionUser | null; at: number };
};

let startup: StartupCheck | undefined;

/** Called once by main.tsx: asks `GET /auth/me` in parallel with the first page's chunks. */
export function checkSessionAtStart(): void {
  const check: StartupCheck = { answer: fetchSessionUser() };
  check.answer.then(
    (user) => {
      check.settled = { user, at: Date.now() };
    },
    // A failed check is asked again by the cache, with its retries.
    () => undefined,
  );
  startup = check;
}

/** The start-up check, handed over once to the query cache (later sessions are the cache's). */
export function takeStartupSessionCheck(): StartupCheck | undefined {
  const check = startup;
  startup = undefined;
  return check;
}
