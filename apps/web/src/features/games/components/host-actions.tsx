import { type Game, gameMessages, isGameOpen, limits } from '@pokerhome/domain';
import { Clock, LogIn, LogOut, Pencil } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { MutationButton } from '@/components/ui/mutation-button.tsx';
import { useJoinAsHost, useRsvp, useStartTournament } from '../api/participant-mutations.ts';
import { EndCashGameButton } from './end-cash-game-button.tsx';
import { notDeclinedCount } from './game-stats.tsx';
import { StartTournamentButton } from './start-tournament-button.tsx';

/**
 * Manage game actions: Leave Game or Join Game as participant (disabled when full),
 * Edit Game, and Start Tournament (2+ players not declined) or View Tournament Clock once started;
 * a scheduled cash game is ended here.
 */
export function HostActions({ game, hostId, onEdit }: { game: Game; hostId: string; onEdit: () => void }) {
  const navigate = useNavigate();
  const join = useJoinAsHost(game.id);
  const rsvp = useRsvp(game.id);
  const start = useStartTournament(game.id);
  const seat = game.participants.find((p) => p.user.id === hostId && p.status !== 'declined');
  const full = game.confirmedCount >= game.maxParticipants;
  const active = isGameOpen(game.status);
  const canStart = notDeclinedCount(game) >= limits.minPlayersToStartTournament;
  const clockPath = `/games/${game.id}/tournament`;

  const leave = () =>
    rsvp.mutate(
      { status: 'declined', message: gameMessages.hostLeaving },
      {
        onSuccess: () => toast.success('You left the game'),
        onError: (error) => toast.error(gameMessages.failedToRsvp(error.message)),
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      {seat ? (
        <Button variant="secondary" onClick={leave} disabled={rsvp.isPending || !active}>
          <LogOut aria-hidden /> Leave Game
        </Button>
      ) : (
        <MutationButton
          mutation={join}
          variant="secondary"
          disabled={full || !active}
          title={full ? gameMessages.full : undefined}
        >
          <LogIn aria-hidden /> Join Game as participant
        </MutationButton>
      )}
      <Button variant="secondary" onClick={onEdit} disabled={!active}>
        <Pencil aria-hidden /> Edit Game
      </Button>
      {game.type === 'tournament' &&
        (game.hasTournament ? (
          <Button onClick={() => navigate(clockPath)}>
            <Clock aria-hidden /> View Tournament Clock
          </Button>
        ) : (
          <StartTournamentButton
            game={game}
            onStart={() => start.mutate(undefined, { onSuccess: () => navigate(clockPath) })}
            disabled={!canStart || start.isPending || !active}
            title={canStart ? undefined : 'At least 2 players who have not declined are needed'}
          />
        ))}
      {game.type === 'cash_game' && game.status === 'scheduled' && <EndCashGameButton gameId={game.id} />}
    </div>
  );
}
