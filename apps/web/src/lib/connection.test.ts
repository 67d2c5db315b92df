import { transportMessages } from '@pokerhome/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerUnreachableError } from './api-error.ts';
import { useConnection } from './connection.ts';
import { offlineCopyHeader } from './offline-cache.ts';
import { request } from './request.ts';

const ok = (headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ success: true, data: {} }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('connection (docs/offline.md)', () => {
  it('is offline with the stored copy’s time while answers come from the service worker, online again once the server answers', async () => {
    const { result } = renderHook(() => useConnection());
    expect(result.current.offline).toBe(false);

    const sent = 'Mon, 23 Nov 2026 21:41:00 GMT';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok({ [offlineCopyHeader]: sent })),
    );
    await act(() => request('/api/dashboard'));
    // The browser is online: the server is what cannot be reached.
    expect(result.current).toEqual({ offline: true, browserOffline: false, dataFrom: Date.parse(sent) });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok()),
    );
    const before = Date.now();
    await act(() => request('/api/dashboard'));
    expect(result.current.offline).toBe(false);
    expect(result.current.dataFrom).toBeGreaterThanOrEqual(before);
  });

  it('follows the browser going offline and back', () => {
    const { result } = renderHook(() => useConnection());
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current.offline).toBe(true);
    expect(result.current.browserOffline).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current.offline).toBe(false);
  });

  it('refuses a change while the browser is offline, without sending it', async () => {
    const fetchMock = vi.fn(async () => ok());
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const error = await request('/api/tournaments/t1/pause', { method: 'POST', body: {} }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ServerUnreachableError);
      expect(error).toMatchObject({ reason: 'offline', message: transportMessages.offline });
      expect(fetchMock).not.toHaveBeenCalled();
      // Reading is still tried: the service worker may answer with the last data seen.
      await request('/api/dashboard');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('says a change failed on the way because the server could not be reached, the browser being online', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { result } = renderHook(() => useConnection());
    const error = await act(() =>
      request('/api/tournaments/t1/pause', { method: 'POST', body: {} }).catch((e: unknown) => e),
    );
    expect(error).toMatchObject({ reason: 'unanswered', message: transportMessages.serverUnreachable });
    expect(result.current).toMatchObject({ offline: true, browserOffline: false });
  });
});
