import {
  type CheckInRequest,
  type Ledger,
  ledgerContract,
  type RecordLedgerEntryRequest,
  type UnpaidBountyChoice,
} from '@pokerhome/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

const endpoints = ledgerContract;

export const ledgerQueryKey = (gameId: string) => ['games', gameId, 'ledger'] as const;

/** `GET /games/{id}/ledger`: entries, per-player totals, prize pool, payouts and settle-up. */
export const ledgerQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: ledgerQueryKey(gameId),
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.read, { params: { id: gameId }, signal })).ledger,
  });

/**
 * Every ledger write answers the whole ledger: the cache takes it as is, no second read; a failure
 * reads the ledger again in the background. Spread into each write's options.
 */
function useLedgerWriteEffects(gameId: string, success: string) {
  const queryClient = useQueryClient();
  return {
    onSuccess: async ({ ledger }: { ledger: Ledger }) => {
      // A read still in flight (a dialog's refetch) would land after this answer with older books.
      await queryClient.cancelQueries({ queryKey: ledgerQueryKey(gameId) });
      queryClient.setQueryData(ledgerQueryKey(gameId), ledger);
      toast.success(success);
    },
    onError: (error: Error) => {
      toast.error(error.message);
      void queryClient.invalidateQueries({ queryKey: ledgerQueryKey(gameId) });
    },
  };
}

export const useRecordEntry = (gameId: string) =>
  useEndpointMutation(endpoints.recordEntry, {
    toCall: (body: RecordLedgerEntryRequest) => ({ params: { id: gameId }, body }),
    ...useLedgerWriteEffects(gameId, 'Recorded on the ledger'),
  });

export const useReverseEntry = (gameId: string) =>
  useEndpointMutation(endpoints.reverseEntry, {
    toCall: ({ entryId, reason }: { entryId: string; reason: string }) => ({
      params: { id: gameId, entryId },
      body: { reason },
    }),
    ...useLedgerWriteEffects(gameId, 'Correction recorded'),
  });

/** A wrong entry corrected: its reversal and the right amount, in one transaction (docs/ledger.md, "Corrections"). */
export const useCorrectEntry = (gameId: string) =>
  useEndpointMutation(endpoints.correctEntry, {
    toCall: ({ entryId, ...body }: { entryId: string; amountCents: number; reason: string }) => ({
      params: { id: gameId, entryId },
      body,
    }),
    ...useLedgerWriteEffects(gameId, 'Entry corrected'),
  });

export const useRecordPayouts = (gameId: string) =>
  useEndpointMutation(endpoints.recordPayouts, {
    toCall: () => ({ params: { id: gameId } }),
    ...useLedgerWriteEffects(gameId, 'Payouts recorded'),
  });

/** The check-in's Paid and All paid: a buy-in for each player without one (docs/ledger.md, "Check-in"). */
export const useCheckIn = (gameId: string) =>
  useEndpointMutation(endpoints.checkIn, {
    toCall: (body: CheckInRequest) => ({ params: { id: gameId }, body }),
    ...useLedgerWriteEffects(gameId, 'Buy-in recorded on the ledger'),
  });

/** The host's choice for the bounties no knockout paid (docs/ledger.md, "Unpaid bounties"); a repeat records nothing. */
export const useSettleUnpaidBounties = (gameId: string) =>
  useEndpointMutation(endpoints.settleUnpaidBounties, {
    toCall: (choice: UnpaidBountyChoice) => ({ params: { id: gameId }, body: { choice } }),
    ...useLedgerWriteEffects(gameId, 'Unpaid bounties recorded on the ledger'),
  });
