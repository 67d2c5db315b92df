import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { useCancelGame } from '../api/participant-mutations.ts';

/** Cancelling tells every participant by e-mail and cannot be undone, so it asks first. */
export function CancelGameButton({ gameId, disabled }: { gameId: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelGame(gameId);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="destructive" onClick={() => setOpen(true)} disabled={disabled}>
        Cancel Game
      </Button>
      <DialogContent>
        <DialogTitle>Cancel this game?</DialogTitle>
        <DialogDescription>
          Every participant is told by e-mail. The game stays in your past games as cancelled.
        </DialogDescription>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep Game
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            Cancel Game
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
