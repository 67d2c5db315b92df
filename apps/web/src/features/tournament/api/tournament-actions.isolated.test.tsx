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
    tournament: { id: 't-1', gameId: 'g-1', status: 'active', version: 8 },
    clock: {},
  })),
}));

/** Runs the action on a page showing the tournament at `shownVersion` (the answer is version 8). */
function run(variables: ActionVariables, shownVersion = 7, shownStatus = 'active') {
  const queryClient = new QueryClient();
  // The Finance tab read the ledger earlier and holds it in the cache.
  queryClient.setQueryData(ledgerQueryKey('g-1'), ledgerFixture());
  // The page holds the running tournament: the status does not change, so only the action decides.
  queryClient.setQueryData(tournamentKey({ kind: 'game', id: 'g-1' }), {
    tournament: { id: 't-1', gameId: 'g-1', status: shownStatus, version: shownVersion },
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

describe('an action answer and a newer broadcast', () => {
  const shown = (queryClient: QueryClient) =>
    queryClient.getQueryData<{ tournament: { status: string; version: number } }>(
      tournamentKey({ kind: 'game', id: 'g-1' }),
    )?.tournament;

  it('takes the answer when it is the newest state the page has seen', async () => {
    const { queryClient, result } = run({ action: 'pause' }, 7, 'paused');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(shown(queryClient)).toMatchObject({ status: 'active', version: 8 });
  });

  it('keeps the later change a broadcast brought first (a second device paused after this resume)', async () => {
    const { queryClient, result } = run({ action: 'resume' }, 9, 'paused');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(shown(queryClient)).toMatchObject({ status: 'paused', version: 9 });
  });
});
