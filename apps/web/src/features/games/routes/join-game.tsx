import { gameMessages, isGameOpen, isSeated, liveScopes } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Card } from '@/components/ui/card.tsx';
import { MutationButton } from '@/components/ui/mutation-button.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { AddToCalendarLink } from '@/features/reach';
import { useLive } from '@/lib/use-live.tsx';
import { gameQueryOptions } from '../api/game-queries.ts';
import { useJoinAsHost, useRsvp } from '../api/participant-mutations.ts';
import { GameDetails } from '../components/game-details.tsx';
import { GameQueryFallback } from '../components/game-query-fallback.tsx';
import { RsvpPanel } from '../components/rsvp-panel.tsx';

/** Join game: the details, then the RSVP (or Join as Participant for the host). */
export default function JoinGamePage() {
  const { gameId = '' } = useParams();
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? undefined;
  const user = useAuthenticatedUser();
  const query = useQuery(gameQueryOptions(gameId, invite));
  useLive([liveScopes.game(gameId)], [gameQueryOptions(gameId).queryKey]);
  const rsvp = useRsvp(gameId);
  const join = useJoinAsHost(gameId);
  useDocumentTitle(query.data ? query.data.name : 'Join Game');

  if (query.isPending || query.isError) {
    return <GameQueryFallback query={query} notFound={gameMessages.noInvitation} />;
  }
  const game = query.data;
  const full = game.confirmedCount >= game.maxParticipants;
  const isHost = game.host.id === user.id;
  const seated = isSeated(game.userParticipantStatus);
  const open = isGameOpen(game.status);

  const answer = (status: 'accepted' | 'declined', message: string) =>
    rsvp.mutate(
      { status, ...(message ? { message } : {}), ...(invite ? { inviteToken: invite } : {}) },
      {
        onSuccess: ({ status: result }) =>
          toast.success(result === 'waitlisted' ? 'You are on the waiting list' : gameMessages.rsvpSaved),
        onError: (error) => toast.error(gameMessages.failedToRsvp(error.message)),
      },
    );

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Card className="p-6">
        <GameDetails game={game} timeZone={user.timeZone} />
        {(isHost || game.userParticipantStatus) && game.status !== 'cancelled' && (
          <div className="mt-4">
            <AddToCalendarLink gameId={game.id} />
          </div>
        )}
      </Card>
      <Card className="p-6">
        <h2 className="mb-3 text-lg font-semibold">Your RSVP</h2>
        {!open ? (
          <Alert tone="info">
            {game.status === 'cancelled' ? gameMessages.gameCancelled : gameMessages.gameNotEditable}
          </Alert>
        ) : isHost ? (
          seated ? (
            <Alert tone="success">{gameMessages.alreadyParticipating}</Alert>
          ) : (
            <div className="space-y-3">
              <p className="text-stone-700">You host this game.</p>
              <div className="flex flex-wrap gap-2">
                <MutationButton mutation={join} disabled={full}>
                  Join as Participant
                </MutationButton>
                <Link
                  to={`/games/${game.id}/manage`}
                  className="inline-flex h-10 items-center px-2 text-felt-700 underline"
                >
                  Manage the game
                </Link>
              </div>
              {full && <p className="text-sm text-stone-600">{gameMessages.full}</p>}
            </div>
          )
        ) : (
          <RsvpPanel
            status={game.userParticipantStatus}
            full={full}
            pending={rsvp.isPending}
            onAnswer={answer}
          />
        )}
      </Card>
    </div>
  );
}
