import { limits, tournamentMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { gameQueryOptions, StartTournamentButton, useStartTournament } from '@/features/games';

export function NotFound() {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-2xl font-bold">{tournamentMessages.notFound}</h1>
      <p className="mt-2 text-stone-600">The link may be wrong, or the tournament was removed.</p>
      <Link to="/games" className="mt-4 inline-block text-felt-700 underline">
        Back to games
      </Link>
    </Card>
  );
}

export function ErrorLoading({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-2xl font-bold">{tournamentMessages.errorLoading}</h1>
      <p className="mt-2 text-stone-600">{message}</p>
      <div className="mt-4 flex justify-center gap-2">
        <Button onClick={() => onRetry()}>Try Again</Button>
        <Button asChild variant="secondary">
          <Link to="/dashboard">Back to Dashboard</Link>
        </Button>
      </div>
    </Card>
  );
}

/** A game without a tournament yet: its host can start it here (2 or more players not declined). */
export function ReadyToStart({ gameId }: { gameId: string }) {
  const game = useQuery(gameQueryOptions(gameId));
  const start = useStartTournament(gameId);
  const players = game.data?.participants.filter((p) => p.status !== 'declined').length ?? 0;
  const enough = players >= limits.minPlayersToStartTournament;
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-2xl font-bold">{tournamentMessages.readyToStart}</h1>
      {game.data && (
        <p className="mt-2 text-stone-600">
          {game.data.name}: {players} players
        </p>
      )}
      {game.data?.canManage ? (
        <>
          {!enough && (
            <Alert tone="info" className="mt-4">
              {tournamentMessages.needTwoPlayers}
            </Alert>
          )}
          <div className="mt-4">
            <StartTournamentButton
              game={game.data}
              disabled={!enough || start.isPending}
              onStart={() => start.mutate()}
            />
          </div>
        </>
      ) : (
        <p className="mt-4 text-stone-600">
          The host has not started it yet. This page updates when they do.
        </p>
      )}
    </Card>
  );
}
