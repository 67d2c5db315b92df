import { ledgerMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { ledgerQueryOptions } from '@/features/ledger';
import { isApiError } from '@/lib/api-error.ts';
import { formatMoney } from '@/lib/format.ts';
import { useEndCashGame } from '../api/participant-mutations.ts';

/**
 * Ends a cash game (docs/games.md, "Cash games"). It asks first and names the players not cashed out
 * yet, from the ledger's settle-up. Books out of balance show the gap, and the game ends only with
 * "End with the gap", which sends the gap seen back to the server (it refuses one that changed);
 * the results page then shows who pays whom, the gap as its own party.
 */
export function EndCashGameButton({ gameId }: { gameId: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const end = useEndCashGame(gameId, () => navigate(`/games/${gameId}/results`));
  const ledger = useQuery({ ...ledgerQueryOptions(gameId), enabled: open });
  const settleUp = ledger.data?.settleUp;
  const gap = settleUp?.imbalanceCents ?? 0;
  const refusedGap = isApiError(end.error) && end.error.fields?.gapCents !== undefined;
  // The server saw a gap this dialog did not (a cash-out recorded meanwhile): read the ledger again.
  const refetch = ledger.refetch;
  useEffect(() => {
    if (refusedGap) void refetch();
  }, [refusedGap, refetch]);
  const gapText = ledger.data
    ? ledgerMessages.gapExplained(formatMoney(Math.abs(gap), ledger.data.currency), gap > 0)
    : '';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        onClick={() => {
          // The books as they are now, not as this page last read them: the gap decides the buttons.
          if (open === false) void ledger.refetch();
          setOpen(true);
        }}
      >
        <Square aria-hidden /> End Cash Game
      </Button>
      <DialogContent>
        <DialogTitle>End this cash game?</DialogTitle>
        <DialogDescription>
          Record each player's cash-out on the Ledger tab first; the results page then shows the settle-up. A
          late cash-out can still be recorded afterwards.
        </DialogDescription>
        {settleUp && !settleUp.balanced && (
          <Alert tone="danger" className="mt-4">
            <p className="font-semibold">
              {ledgerMessages.unbalanced}: {gapText}
            </p>
            {settleUp.missingCashOuts.length > 0 && (
              <p>
                {ledgerMessages.missingCashOuts}: {settleUp.missingCashOuts.join(', ')}
              </p>
            )}
            <p>{ledgerMessages.endWithGap}.</p>
          </Alert>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep Playing
          </Button>
          {settleUp && !settleUp.balanced ? (
            <Button
              variant="destructive"
              disabled={end.isPending || ledger.isFetching}
              onClick={() => end.mutate(gap)}
            >
              End with the gap
            </Button>
          ) : (
            <Button disabled={end.isPending || ledger.isFetching} onClick={() => end.mutate(undefined)}>
              End Cash Game
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
