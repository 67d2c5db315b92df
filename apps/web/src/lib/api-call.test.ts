import {
  playersContract,
  quickLocationsContract,
  seriesContract,
  siteContract,
  tournamentActionsContract,
  transportMessages,
} from '@pokerhome/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, ok } from '@/test/api-mock.ts';
import { api } from './api-call.ts';
import { ApiError } from './api-error.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api.call', () => {
  it('builds the address from the entry: path parameters and query encoded, the body as JSON', async () => {
    const api$ = mockApi({
      'GET /api/users/contacts/search?q=ann%20b%26c': () => ok({ users: [] }),
      'PUT /api/users/quick-locations/7d0a2f9e-0a4b-4c2e-9a57-1b2c3d4e5f60': (init) =>
        ok({
          quickLocation: { id: '7d0a2f9e-0a4b-4c2e-9a57-1b2c3d4e5f60', ...JSON.parse(String(init.body)) },
        }),
    });

    await expect(api.call(playersContract.searchUsers, { query: { q: 'ann b&c' } })).resolves.toEqual({
      users: [],
    });
    await api
      .call(quickLocationsContract.update, {
        params: { id: '7d0a2f9e-0a4b-4c2e-9a57-1b2c3d4e5f60' },
        body: { label: 'Home' },
      })
      .catch(() => undefined);
    expect(api$.calls).toEqual([
      'GET /api/users/contacts/search?q=ann%20b%26c',
      'PUT /api/users/quick-locations/7d0a2f9e-0a4b-4c2e-9a57-1b2c3d4e5f60',
    ]);
  });

  it('gives the data of an answer that matches the contract', async () => {
    mockApi({ 'POST /api/newsletter/subscribe': () => ok({ message: 'Check your inbox' }) });
    await expect(api.call(siteContract.subscribe, { body: { email: 'a@example.com' } })).resolves.toEqual({
      message: 'Check your inbox',
    });
  });

  it('refuses an answer that breaks the contract: the caller gets an error, not the wrong shape', async () => {
    mockApi({ 'POST /api/newsletter/subscribe': () => ok({ text: 'Check your inbox' }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const error = await api.call(siteContract.subscribe, { body: { email: 'a@example.com' } }).then(
      () => undefined,
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: transportMessages.generic });
  });

  it('sends one Idempotency-Key per call of a write that takes one, the same on its retry after a refresh', async () => {
    const keys: (string | null)[] = [];
    let calls = 0;
    mockApi({
      'POST /api/tournaments/7d0a2f9e-0a4b-4c2e-9a57-1b2c3d4e5f60/undo': (init) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        calls += 1;
        return calls === 1
          ? jsonResponse(401, {
              success: false,
              error: { message: 'Session expired', code: 'UNAUTHENTICATED' },
            })
          : jsonResponse(500, { success: false, error: { message: 'Server error' } });
      },
      'POST /api/auth/refresh': () => ok({ refreshed: true }),
      'POST /api/newsletter/subscribe': (init) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        return ok({ message: 'Check your inbox' });
      },
    });
    const undo = () =>
      api.call(tournamentActionsContract.undo, { params: { id: '7d0a2f9e-0a4b-4c2e-9a57-1b2c3d4e5f60' } });
    await undo().catch(() => undefined);
    await undo().catch(() => undefined);
    await api.call(siteContract.subscribe, { body: { email: 'a@example.com' } });
    // The first call and its retry share a key; the second user action has its own; a write that
    // does not take one sends none.
    expect(keys[0]).toMatch(/^"[0-9a-f]{32}"$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^"[0-9a-f]{32}"$/);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBeNull();
  });

  it('gives the address of a download or a link', () => {
    expect(api.url(seriesContract.ofGame, { params: { id: 'g 1' } })).toBe('/api/games/g%201/series');
  });
});
