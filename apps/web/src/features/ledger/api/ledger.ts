import { type CheckInRequest, contract, type Ledger, type RecordLedgerEntryRequest } from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';

const endpoints = contract.ledger;

export const ledgerQueryKey = (gameId: string) => ['games', gameId, 'ledger'] as const;

/** `GET /games/{id}/ledger`: entries, per-player totals, prize pool, payouts and settle-up. */
export const ledgerQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: ledgerQueryKey(gameId),
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.read, { params: { id: gameId }, signal })).ledger,
  });

/** Every ledger write answers the whole ledger: the cache takes it as is, no second read. */
function useLedgerWrite<V>(gameId: string, write: (vars: V) => Promise<{ ledger: Ledger }>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ ledger }) => {
      queryClient.setQueryData(ledgerQueryKey(gameId), ledger);
      toast.success(success);
    },
    onError: (error) => {
      toast.error(error.message);
      void queryClient.invalidateQueries({ queryKey: ledgerQueryKey(gameId) });
    },
  });
}

export const useRecordEntry = (gameId: string) =>
  useLedgerWrite(
    gameId,
    (body: RecordLedgerEntryRequest) => api.call(endpoints.recordEntry, { params: { id: gameId }, body }),
    'Recorded on the ledger',
  );

export const useReverseEntry = (gameId: string) =>
  useLedgerWrite(
    gameId,
    ({ entryId, reason }: { entryId: string; reason: string }) =>
      api.call(endpoints.reverseEntry, { params: { id: gameId, entryId }, body: { reason } }),
    'Correction recorded',
  );

export const useRecordPayouts = (gameId: string) =>
  useLedgerWrite(
    gameId,
    () => api.call(endpoints.recordPayouts, { params: { id: gameId } }),
    'Payouts recorded',
  );

/** The check-in's Paid and All paid: a buy-in for each player without one (docs/ledger.md, "Check-in"). */
export const useCheckIn = (gameId: string) =>
  useLedgerWrite(
    gameId,
    (body: CheckInRequest) => api.call(endpoints.checkIn, { params: { id: gameId }, body }),
    'Buy-in recorded on the ledger',
  );
