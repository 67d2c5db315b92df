import { contract, transportMessages } from '@pokerhome/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/api-mock.ts';
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

    await expect(api.call(contract.players.searchUsers, { query: { q: 'ann b&c' } })).resolves.toEqual({
      users: [],
    });
    await api
      .call(contract.quickLocations.update, {
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
    await expect(api.call(contract.site.subscribe, { body: { email: 'a@example.com' } })).resolves.toEqual({
      message: 'Check your inbox',
    });
  });

  it('refuses an answer that breaks the contract: the caller gets an error, not the wrong shape', async () => {
    mockApi({ 'POST /api/newsletter/subscribe': () => ok({ text: 'Check your inbox' }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const error = await api.call(contract.site.subscribe, { body: { email: 'a@example.com' } }).then(
      () => undefined,
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: transportMessages.generic });
  });

  it('gives the address of a download or a link', () => {
    expect(api.url(contract.series.ofGame, { params: { id: 'g 1' } })).toBe('/api/games/g%201/series');
  });
});
