import { type ClientErrorReport, firstChunkRoutes } from '@pokerhome/domain';
import { callUnchecked } from '@/lib/api-call.ts';

const reported = new WeakSet<object>();

/**
 * Sends a crash to `POST /api/client-errors` so it lands in the server log. Best effort: a
 * report that cannot be sent is dropped (the user already sees the error screen).
 */
export function reportClientError(error: unknown, kind: ClientErrorReport['kind']): void {
  if (typeof error === 'object' && error !== null) {
    // React and the router may hand the same error over more than once.
    if (reported.has(error)) return;
    reported.add(error);
  }
  const report: ClientErrorReport = {
    message: (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'Unknown error',
    stack: error instanceof Error ? error.stack?.slice(0, 8000) : undefined,
    url: window.location.href.slice(0, 2000),
    kind,
  };
  callUnchecked(firstChunkRoutes.reportClientError, { body: report }).catch(() => undefined);
}
