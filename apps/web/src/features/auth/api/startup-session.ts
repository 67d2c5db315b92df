import { requestSession } from './session-query.ts';

/*
 * Authentication status is checked when the application starts (docs/security.md), before the query
 * cache exists: the cache (TanStack Query) and the schema library are not in the first chunk, so
 * the landing page, which shows no session, loads neither (decision 0008). The cache checks and
 * adopts this answer when it is made (prime-session-query.ts).
 */
export type StartupCheck = {
  /** The `GET /auth/me` answer, unchecked (see requestSession). */
  answer: Promise<unknown>;
  /** Set once the answer arrived: when, so the cache knows how fresh it is. */
  settled?: { answer: unknown; at: number };
};

let startup: StartupCheck | undefined;

/** Called once by main.tsx: asks `GET /auth/me` in parallel with the first page's chunks. */
export function checkSessionAtStart(): void {
  const check: StartupCheck = { answer: requestSession() };
  check.answer.then(
    (answer) => {
      check.settled = { answer, at: Date.now() };
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
