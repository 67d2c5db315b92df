import { authContract } from '@pokerhome/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { useEndpointMutation } from './endpoint-mutation.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWithClient<T>(hook: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient, invalidate };
}

describe('useEndpointMutation', () => {
  it('calls the entry with the call made from the variables and resolves to the selected part', async () => {
    const api = mockApi({ 'DELETE /api/auth/sessions/s%201': () => ok({ message: 'Signed out' }) });
    const onSuccess = vi.fn();
    const { result } = renderWithClient(() =>
      useEndpointMutation(authContract.revokeSession, {
        toCall: (id: string) => ({ params: { id } }),
        select: ({ message }) => message,
        onSuccess,
      }),
    );
    await act(async () => {
      await expect(result.current.mutateAsync('s 1')).resolves.toBe('Signed out');
    });
    expect(api.calls).toEqual(['DELETE /api/auth/sessions/s%201']);
    expect(onSuccess).toHaveBeenCalledWith('Signed out', 's 1', expect.any(QueryClient));
  });

  it('invalidates once the call settles, after a failure too', async () => {
    mockApi({ 'DELETE /api/auth/sessions/s-1': () => fail(404, 'Session not found') });
    const onError = vi.fn();
    const { result, invalidate } = renderWithClient(() =>
      useEndpointMutation(authContract.revokeSession, {
        toCall: (id: string) => ({ params: { id } }),
        onError,
        invalidates: ['auth', 'sessions'],
      }),
    );
    await act(async () => {
      await result.current.mutateAsync('s-1').catch(() => undefined);
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Session not found' }), 's-1');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth', 'sessions'] });
  });

  it('invalidates in the background after a success only, once onSuccess has run', async () => {
    let answer = ok({ message: 'Two-factor authentication disabled' });
    mockApi({ 'POST /api/auth/2fa/disable': () => answer });
    const order: string[] = [];
    const { result, invalidate } = renderWithClient(() =>
      useEndpointMutation(authContract.twoFactorDisable, {
        toCall: (token: string) => ({ body: { token } }),
        onSuccess: () => {
          order.push('onSuccess');
        },
        invalidatesInBackground: ['auth', 'me'],
      }),
    );
    invalidate.mockImplementation(async () => {
      order.push('invalidate');
    });
    await act(async () => {
      await result.current.mutateAsync('123456');
    });
    expect(order).toEqual(['onSuccess', 'invalidate']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth', 'me'] });

    answer = fail(400, 'Invalid code');
    invalidate.mockClear();
    await act(async () => {
      await result.current.mutateAsync('000000').catch(() => undefined);
    });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
