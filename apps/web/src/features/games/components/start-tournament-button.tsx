import type { Game } from '@pokerhome/domain';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';

/** Who the seat draw takes (the server's `drawnStatuses`): everyone invited, accepted or confirmed. */
const drawn: readonly string[] = ['invited', 'accepted', 'confirmed'];

/**
 * Start Tournament (docs/games.md, "Starting"): the draw seats everyone still expected, so when some
 * of them are not marked arrived at the check-in the host is asked first, with their names, instead
 * of one tap dealing seats to people not in the room.
 */
export function StartTournamentButton({
  game,
  disabled,
  title,
  onStart,
}: {
  game: Game;
  disabled: boolean;
  title?: string;
  onStart: () => void;
}) {
  const [open, setOpen] = useState(false);
  const absent = game.participants.filter((p) => drawn.includes(p.status) && p.arrivedAt === null);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        onClick={() => (absent.length > 0 ? setOpen(true) : onStart())}
        disabled={disabled}
        title={title}
      >
        <Play aria-hidden /> Start Tournament
      </Button>
      <DialogContent>
        <DialogTitle>Seat players not marked arrived?</DialogTitle>
        <DialogDescription>
          The seat draw seats everyone still expected. {absent.length} of them{' '}
          {absent.length === 1 ? 'is' : 'are'} not marked arrived at the check-in:
        </DialogDescription>
        <ul className="mt-3 max-h-48 list-disc overflow-y-auto pl-5 text-sm" data-testid="not-arrived">
          {absent.map((p) => (
            <li key={p.id}>{p.user.name}</li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Back to check-in
          </Button>
          <Button
            onClick={() => {
              setOpen(false);
              onStart();
            }}
          >
            Start and seat them
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
