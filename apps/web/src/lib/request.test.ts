import { errorCodeForStatus, limits, transportMessages } from '@pokerhome/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, ServerUnreachableError } from './api-error.ts';
import { deviceDataKeys } from './device-data.ts';
import { apiCacheName } from './offline-cache.ts';
import { readEarly, request } from './request.ts';
import { onSessionExpired } from './request-events.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<Handler>>;

function route(handler: Handler) {
  fetchMock = vi.fn<Handler>(handler);
  vi.stubGlobal('fetch', fetchMock);
}

function calls() {
  return fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`);
}

async function rejection<E>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}
/** The server answered and refused. */
const failure = (promise: Promise<unknown>) => rejection(promise, ApiError);
/** No answer of the server's came back. */
const unreachable = (promise: Promise<unknown>) => rejection(promise, ServerUnreachableError);

beforeEach(() => {
  vi.restoreAllMocks();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('sends cookies, JSON and X-Requested-With, and returns the parsed envelope data', async () => {
    route(() => json(200, { success: true, data: { id: 'g1', extra: 1 } }));
    const data = await request('/api/games', {
      method: 'POST',
      body: { name: 'Friday' },
      schema: z.object({ id: z.string() }),
    });
    expect(data).toEqual({ id: 'g1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/games');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"Friday"}');
    expect(init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
  });

  it('times out after 30 seconds with the catalogue message, as the server not reached', async () => {
    vi.useFakeTimers();
    route(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = unreachable(request('/api/dashboard/stats'));
    await vi.advanceTimersByTimeAsync(limits.requestTimeoutMs - 1);
    expect(fetchMock.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ status: 0, reason: 'timeout', message: transportMessages.timeout });
    expect(error.message).toBe('Request timed out after 30 seconds. Please try again.');
  });

  it('reports a network failure with the catalogue message, as the server not reached', async () => {
    route(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await unreachable(request('/api/games'));
    expect(error).toMatchObject({ status: 0, reason: 'network' });
    expect(error.message).toBe(
      'Network connection failed. Please check your internet connection and try again.',
    );
  });

  it('passes a caller cancellation through instead of calling it a network failure', async () => {
    route(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const pending = request('/api/games', { signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('on 401 refreshes once and retries the request', async () => {
    let meCalls = 0;
    route((url) => {
      if (url === '/api/auth/refresh') return json(200, { success: true, data: { refreshed: true } });
      meCalls += 1;
      return meCalls === 1
        ? json(401, { success: false, error: { message: 'Session expired', code: 'UNAUTHENTICATED' } })
        : json(200, { success: true, data: { user: { id: 'u1' } } });
    });
    await expect(request('/api/auth/me')).resolves.toEqual({ user: { id: 'u1' } });
    expect(calls()).toEqual(['GET /api/auth/me', 'POST /api/auth/refresh', 'GET /api/auth/me']);
  });

  it('shares one refresh between requests that fail with 401 together', async () => {
    const seen = new Map<string, number>();
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    route(async (url) => {
      const count = (seen.get(url) ?? 0) + 1;
      seen.set(url, count);
      if (url === '/api/auth/refresh') {
        await refreshGate;
        return json(200, { success: true, data: {} });
      }
      return count === 1 ? json(401, {}) : json(200, { success: true, data: url });
    });
    const all = Promise.all([request('/api/games'), request('/api/dashboard/stats')]);
    await vi.waitFor(() => expect(seen.get('/api/auth/refresh')).toBe(1));
    releaseRefresh();
    await expect(all).resolves.toEqual(['/api/games', '/api/dashboard/stats']);
    expect(seen.get('/api/auth/refresh')).toBe(1);
  });

  it('when refresh fails, expires the session and throws the authentication message', async () => {
    route(() => json(401, { success: false, error: { message: 'Not signed in' } }));
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    const error = await failure(request('/api/games'));
    unsubscribe();
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(error.message).toBe('Authentication failed. Please log in again.');
    expect(expired).toHaveBeenCalledOnce();
    expect(calls()).toEqual(['GET /api/games', 'POST /api/auth/refresh']);
  });

  it("forgets the user's data on the device when the session is gone for good, and not on other failures", async () => {
    const deleteCache = vi.fn(async (_name: string) => true);
    vi.stubGlobal('caches', { delete: deleteCache });
    localStorage.setItem(deviceDataKeys.recentContacts, '[{"id":"u1","name":"Zelda"}]');
    localStorage.setItem(deviceDataKeys.lastReached, '1700000000000');
    sessionStorage.setItem(deviceDataKeys.wizardDraft, '{"name":"Zelda night"}');
    route(() => json(500, { success: false, error: { message: 'Boom', code: 'INTERNAL' } }));
    await failure(request('/api/games'));
    expect(deleteCache).not.toHaveBeenCalled();
    expect(localStorage.getItem(deviceDataKeys.recentContacts)).not.toBeNull();

    route(() => json(401, { success: false, error: { message: 'Not signed in' } }));
    await failure(request('/api/games'));
    expect(deleteCache).toHaveBeenCalledWith(apiCacheName);
    expect(localStorage.getItem(deviceDataKeys.recentContacts)).toBeNull();
    expect(localStorage.getItem(deviceDataKeys.lastReached)).toBeNull();
    expect(sessionStorage.getItem(deviceDataKeys.wizardDraft)).toBeNull();
  });

  it('does not refresh for a 401 from login itself and shows the server message', async () => {
    route(() =>
      json(401, { success: false, error: { message: 'Invalid email or password', code: 'UNAUTHENTICATED' } }),
    );
    const error = await failure(
      request('/api/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'x' } }),
    );
    expect(error.message).toBe('Invalid email or password');
    expect(calls()).toEqual(['POST /api/auth/login']);
  });

  it("prefers the server's error message over the status message", async () => {
    route(() => json(404, { success: false, error: { message: 'Game not found', code: 'NOT_FOUND' } }));
    const error = await failure(request('/api/games/x'));
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Game not found' });
  });

  it.each([
    [403, 'You do not have permission to perform this action.'],
    [404, 'The requested resource was not found.'],
    [500, 'Server error. Please try again later.'],
    [409, 'Request failed with status: 409'],
  ])('falls back to the catalogue message for %i, its code named by the status', async (status, message) => {
    route(() => new Response('<html>proxy error</html>', { status }));
    const error = await failure(request('/api/games'));
    expect(error).toMatchObject({ status, message, code: errorCodeForStatus(status) });
  });

  it.each([502, 503, 504])('takes a gateway page for %i as the server not reached', async (status) => {
    route(() => new Response('<html>Bad gateway</html>', { status }));
    const error = await unreachable(request('/api/games'));
    expect(error).toMatchObject({ reason: 'gateway', status, message: transportMessages.server });
  });

  it("takes the server's own 503 (its database away) as its refusal, not as unreachable", async () => {
    route(() => json(503, { success: false, error: { message: 'Database away', code: 'UNAVAILABLE' } }));
    const error = await failure(request('/api/games'));
    expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE', message: 'Database away' });
  });

  it('answers a file with the name the server gave it, after one refresh on a 401', async () => {
    let reportCalls = 0;
    route((url) => {
      if (url === '/api/auth/refresh') return json(200, { success: true, data: {} });
      reportCalls += 1;
      return reportCalls === 1
        ? json(401, { success: false, error: { message: 'Expired', code: 'UNAUTHENTICATED' } })
        : new Response('%PDF-1.7', {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="night.pdf"',
            },
          });
    });
    const file = await request('/api/games/g1/report.pdf', { file: true });
    expect(file.fileName).toBe('night.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(calls()).toEqual([
      'GET /api/games/g1/report.pdf',
      'POST /api/auth/refresh',
      'GET /api/games/g1/report.pdf',
    ]);
  });

  it("refuses a file with the server's message", async () => {
    route(() => json(403, { success: false, error: { message: 'Hosts only', code: 'FORBIDDEN' } }));
    const error = await failure(request('/api/games/g1/report.pdf', { file: true }));
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Hosts only' });
  });

  it("names only the domain's error codes: the type check refuses another", () => {
    const error = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Game not found' });
    // @ts-expect-error: TEAPOT is not in errorStatusByCode (packages/domain/src/error-codes.ts).
    expect(error.code === 'TEAPOT').toBe(false);
  });

  it('passes field messages through', async () => {
    const fields = { email: 'Email is required', 'buyIn.amount': 'Buy-in is required' };
    route(() =>
      json(400, {
        success: false,
        error: { message: 'Email is required', code: 'VALIDATION_FAILED', fields },
      }),
    );
    const error = await failure(request('/api/games', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields });
  });

  it('rejects an answer whose data does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    route(() => json(200, { success: true, data: { id: 42 } }));
    const error = await failure(request('/api/games/x', { schema: z.object({ id: z.string() }) }));
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: transportMessages.generic });
  });
});

describe('a read sent early (readEarly, decision 0034)', () => {
  it('is taken by the first call of the same address: one exchange, its answer checked as any', async () => {
    route(() => json(200, { success: true, data: { id: 'g1' } }));
    readEarly('/api/games/g1');
    expect(calls()).toEqual(['GET /api/games/g1']);
    await expect(request('/api/games/g1', { schema: z.object({ id: z.string() }) })).resolves.toEqual({
      id: 'g1',
    });
    expect(calls()).toEqual(['GET /api/games/g1']);
    // Taken once: the next call asks the server again.
    await request('/api/games/g1');
    expect(calls()).toEqual(['GET /api/games/g1', 'GET /api/games/g1']);
  });

  it('is not taken by a call of another address, nor by a change', async () => {
    route(() => json(200, { success: true, data: {} }));
    readEarly('/api/games?scope=upcoming');
    await request('/api/games?scope=past');
    await request('/api/games?scope=upcoming', { method: 'POST', body: {} });
    expect(calls()).toEqual([
      'GET /api/games?scope=upcoming',
      'GET /api/games?scope=past',
      'POST /api/games?scope=upcoming',
    ]);
    await request('/api/games?scope=upcoming');
    expect(calls()).toHaveLength(3);
  });

  it('answered 401, refreshes the session and asks again, as a call of its own would', async () => {
    let reads = 0;
    route((url) => {
      if (url === '/api/auth/refresh') return json(200, { success: true, data: { refreshed: true } });
      reads += 1;
      return reads === 1
        ? json(401, { success: false, error: { message: 'Session expired', code: 'UNAUTHENTICATED' } })
        : json(200, { success: true, data: { stats: 1 } });
    });
    readEarly('/api/dashboard/stats');
    await expect(request('/api/dashboard/stats')).resolves.toEqual({ stats: 1 });
    expect(calls()).toEqual([
      'GET /api/dashboard/stats',
      'POST /api/auth/refresh',
      'GET /api/dashboard/stats',
    ]);
  });

  it('lets a taker that gives up stop waiting', async () => {
    route(() => new Promise<Response>(() => undefined));
    readEarly('/api/dashboard/league');
    const controller = new AbortController();
    const pending = request('/api/dashboard/league', { signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
