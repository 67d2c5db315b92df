import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ledgerQueryKey } from '@/features/ledger';
import { ledgerFixture } from '@/test/ledger-fixture.ts';
import { type ActionVariables, useTournamentAction } from './tournament-actions.ts';
import { tournamentKey } from './tournament-queries.ts';

// The server's answer to an action: the state the page takes as is (shape checked by the schema elsewhere).
vi.mock('@/lib/request.ts', () => ({
  request: vi.fn(async () => ({
    action: 'late-entry',
    message: '',
    tournament: { id: 't-1', gameId: 'g-1', status: 'active' },
    clock: {},
  })),
}));

function run(variables: ActionVariables) {
  const queryClient = new QueryClient();
  // The Finance tab read the ledger earlier and holds it in the cache.
  queryClient.setQueryData(ledgerQueryKey('g-1'), ledgerFixture());
  // The page holds the running tournament: the status does not change, so only the action decides.
  queryClient.setQueryData(tournamentKey({ kind: 'game', id: 'g-1' }), {
    tournament: { id: 't-1', gameId: 'g-1', status: 'active' },
    clock: {},
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useTournamentAction('t-1', { kind: 'game', id: 'g-1' }), { wrapper });
  result.current.mutate(variables);
  return { queryClient, result };
}

describe('a tournament action and the Finance tab', () => {
  it('reads the ledger again after a late entry, so its buy-in shows on the Finance tab', async () => {
    const { queryClient, result } = run({ action: 'late-entry', body: { participantId: 'p-2' } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(ledgerQueryKey('g-1'))?.isInvalidated).toBe(true);
  });

  it('reads it again after a rebuy and an add-on too, and leaves it alone on a pause', async () => {
    for (const action of ['rebuy', 'add-on'] as const) {
      const { queryClient, result } = run({ action, body: { playerId: 'p-2' } });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(queryClient.getQueryState(ledgerQueryKey('g-1'))?.isInvalidated).toBe(true);
    }
    const { queryClient, result } = run({ action: 'pause' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(ledgerQueryKey('g-1'))?.isInvalidated).toBe(false);
  });
});
