import { errorCodeForStatus } from '@pokerhome/domain';
import { vi } from 'vitest';

export type ApiHandler = (init: RequestInit) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const ok = (data: unknown) => jsonResponse(200, { success: true, data });
/** The server's failure envelope: its code is the one the status answers with (docs/api.md). */
export const fail = (status: number, message: string) =>
  jsonResponse(status, { success: false, error: { message, code: errorCodeForStatus(status) } });

/**
 * Stubs fetch with handlers keyed by "METHOD /api/path". Anything unhandled answers 404 like the
 * server's not-found handler, so a test notices a call it did not expect in `calls`.
 */
export function mockApi(handlers: Record<string, ApiHandler>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    calls.push(key);
    const handler = handlers[key];
    return handler ? handler(init) : fail(404, 'The requested resource was not found.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
