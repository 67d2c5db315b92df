import type { Contact, GameSummary } from '@pokerhome/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { GameTypeIcon } from '@/features/games';
import { formatDateTime } from '@/lib/format.ts';
import { invitableGamesQueryOptions, participationQueryKey } from '../api/contacts.ts';
import type { PushNotice } from '../hooks/use-notices.ts';
import { InvitationPanel } from './invitation-panel.tsx';

/**
 * Select Game to Invite Players (docs/players.md): only games with free slots, scheduled or draft, in the
 * future; the chosen game opens the invitation panel with the selected contacts already picked.
 */
export function SelectGameDialog({ contacts, push }: { contacts: Contact[]; push: PushNotice }) {
  const [open, setOpen] = useState(false);
  const [game, setGame] = useState<GameSummary | null>(null);
  const queryClient = useQueryClient();
  const games = useQuery({ ...invitableGamesQueryOptions(), enabled: open });
  const close = () => {
    setOpen(false);
    setGame(null);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Send aria-hidden />{' '}
        {contacts.length > 0 ? `Invite ${contacts.length} to a Game` : 'Invite to a Game'}
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{game ? `Invite Players to ${game.name}` : 'Select Game to Invite Players'}</DialogTitle>
        <DialogDescription>
          {game
            ? `${game.maxParticipants - game.participantCount} slot(s) remaining.`
            : 'Your upcoming scheduled or draft games that still have free slots.'}
        </DialogDescription>
        <div className="mt-4">
          {game ? (
            <InvitationPanel
              gameId={game.id}
              slots={game.maxParticipants - game.participantCount}
              confirmed={false}
              initial={contacts.map((c) => ({
                kind: 'user',
                userId: c.contactId,
                name: c.name,
                email: c.email,
              }))}
              skipLabel="Back to games"
              onSkip={() => setGame(null)}
              onSent={(sent, errors) => {
                if (sent.length > 0) push(`${sent.length} invitation(s) sent for ${game.name}`);
                void queryClient.invalidateQueries({ queryKey: ['games'] });
                void queryClient.invalidateQueries({ queryKey: participationQueryKey });
                if (errors.length === 0) close();
              }}
            />
          ) : games.isPending ? (
            <p className="text-sm text-stone-600">Loading your games…</p>
          ) : games.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {games.error.message}
            </p>
          ) : games.data.length === 0 ? (
            <p className="text-sm text-stone-600">No games with available slots found</p>
          ) : (
            <ul className="max-h-96 space-y-2 overflow-y-auto">
              {games.data.map((g) => (
                <li key={g.id}>
                  <button
                    type="button"
                    onClick={() => setGame(g)}
                    className="flex w-full items-center gap-3 rounded-lg border border-stone-200 p-3 text-left hover:border-felt-600 hover:bg-felt-50"
                  >
                    <GameTypeIcon type={g.type} />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{g.name}</span>
                      <span className="flex items-center gap-1 text-sm text-stone-600">
                        <CalendarDays aria-hidden className="size-3.5" />
                        {formatDateTime(g.scheduledDate)}
                        {g.status === 'draft' ? ' · Draft' : ''}
                      </span>
                    </span>
                    <span className="shrink-0 text-sm text-stone-700">
                      {g.maxParticipants - g.participantCount} slot(s) left
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
