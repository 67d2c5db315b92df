import {
  type CheckInRequest,
  checkInResponseSchema,
  type Ledger,
  ledgerResponseSchema,
  ledgerWriteResponseSchema,
  type RecordLedgerEntryRequest,
  recordPayoutsResponseSchema,
} from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';

export const ledgerQueryKey = (gameId: string) => ['games', gameId, 'ledger'] as const;

/** `GET /games/{id}/ledger`: entries, per-player totals, prize pool, payouts and settle-up. */
export const ledgerQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: ledgerQueryKey(gameId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/games/${encodeURIComponent(gameId)}/ledger`, {
          schema: ledgerResponseSchema,
          signal,
        })
      ).ledger,
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

const base = (gameId: string) => `/games/${encodeURIComponent(gameId)}/ledger`;

export const useRecordEntry = (gameId: string) =>
  useLedgerWrite(
    gameId,
    (body: RecordLedgerEntryRequest) =>
      apiClient.post(`${base(gameId)}/entries`, body, { schema: ledgerWriteResponseSchema }),
    'Recorded on the ledger',
  );

export const useReverseEntry = (gameId: string) =>
  useLedgerWrite(
    gameId,
    ({ entryId, reason }: { entryId: string; reason: string }) =>
      apiClient.post(
        `${base(gameId)}/entries/${encodeURIComponent(entryId)}/reverse`,
        { reason },
        { schema: ledgerWriteResponseSchema },
      ),
    'Correction recorded',
  );

export const useRecordPayouts = (gameId: string) =>
  useLedgerWrite(
    gameId,
    () => apiClient.post(`${base(gameId)}/payouts`, undefined, { schema: recordPayoutsResponseSchema }),
    'Payouts recorded',
  );

/** The check-in's Paid and All paid: a buy-in for each player without one (docs/ledger.md, "Check-in"). */
export const useCheckIn = (gameId: string) =>
  useLedgerWrite(
    gameId,
    (body: CheckInRequest) =>
      apiClient.post(`${base(gameId)}/check-in`, body, { schema: checkInResponseSchema }),
    'Buy-in recorded on the ledger',
  );
