import { ledgerMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Square } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { ledgerQueryOptions } from '@/features/ledger';
import { useEndCashGame } from '../api/participant-mutations.ts';

/**
 * Ends a cash game (docs/games.md, "Cash games"). It asks first and names the players not cashed out
 * yet, from the ledger's settle-up; the results page then shows who pays whom.
 */
export function EndCashGameButton({ gameId }: { gameId: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const end = useEndCashGame(gameId, () => navigate(`/games/${gameId}/results`));
  const settleUp = useQuery({ ...ledgerQueryOptions(gameId), enabled: open }).data?.settleUp;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>
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
            <p>{ledgerMessages.unbalanced}</p>
            {settleUp.missingCashOuts.length > 0 && (
              <p>
                {ledgerMessages.missingCashOuts}: {settleUp.missingCashOuts.join(', ')}
              </p>
            )}
          </Alert>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep Playing
          </Button>
          <Button disabled={end.isPending} onClick={() => end.mutate()}>
            End Cash Game
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
