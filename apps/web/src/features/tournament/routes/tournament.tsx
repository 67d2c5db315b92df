import { tournamentBadge } from '@pokerhome/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Maximize2, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { Loading } from '@/components/query-states.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { UnpaidBountiesForGame } from '@/features/ledger';
import { type ApiErrorCode, isApiError } from '@/lib/api-error.ts';
import { type TournamentSource, tournamentQueryOptions } from '../api/tournament-queries.ts';
import { ClockUnconfirmed, ConnectionLabel } from '../components/connection-status.tsx';
import { DisplayView } from '../components/display-view.tsx';
import { HostView } from '../components/host-view.tsx';
import { ParticipantView } from '../components/participant-view.tsx';
import { ResultsCard } from '../components/results-card.tsx';
import { ErrorLoading, NotFound, ReadyToStart } from '../components/tournament-states.tsx';
import { announce } from '../hooks/use-announcements.ts';
import { useLiveTournament } from '../hooks/use-live-tournament.ts';

/** A malformed id, a tournament the viewer may not see, or none: the same "not found" page. */
const notFoundCodes: ApiErrorCode[] = ['VALIDATION_FAILED', 'FORBIDDEN', 'NOT_FOUND'];

/** Tournament page: /tournament/{id} and /games/{gameId}/tournament. */
export default function TournamentPage() {
  const { tournamentId, gameId } = useParams();
  const source = useMemo<TournamentSource>(
    () => (tournamentId ? { kind: 'tournament', id: tournamentId } : { kind: 'game', id: gameId ?? '' }),
    [tournamentId, gameId],
  );
  const queryClient = useQueryClient();
  const query = useQuery(tournamentQueryOptions(source));
  const state = query.data;
  const [display, setDisplay] = useState(false);
  // In display mode this screen is the TV: it says the announcements.
  const live = useLiveTournament(
    source,
    state?.tournament.id,
    Boolean(state) && state?.tournament.status !== 'scheduled',
    display ? announce : undefined,
  );
  const displayRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(state ? state.tournament.name : 'Tournament');

  // Until a tournament exists, a game's page waits for the host to start it.
  const notStarted = source.kind === 'game' && isApiError(query.error) && query.error.code === 'NOT_FOUND';
  useEffect(() => {
    if (!notStarted) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: ['tournament'] }), 5000);
    return () => clearInterval(timer);
  }, [notStarted, queryClient]);

  useEffect(() => {
    if (display) void displayRef.current?.requestFullscreen?.().catch(() => undefined);
    else if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, [display]);

  if (query.isPending) {
    return <Loading label="Loading tournament" showLabel={false} />;
  }
  if (query.isError) {
    if (notStarted) return <ReadyToStart gameId={source.id} />;
    if (isApiError(query.error) && notFoundCodes.includes(query.error.code)) return <NotFound />;
    return <ErrorLoading message={query.error.message} onRetry={query.refetch} />;
  }
  const { tournament, clock } = query.data;

  if (display) {
    return (
      <div ref={displayRef} className="fixed inset-0 z-50 overflow-auto bg-felt-950">
        {/* A solid button: it sits over the TV's side panel, whatever colour that is. */}
        <Button
          variant="accent"
          size="lg"
          className="absolute top-4 right-4 z-10"
          onClick={() => setDisplay(false)}
        >
          <X aria-hidden /> Exit Display Mode
        </Button>
        <ClockUnconfirmed status={live.status} tv />
        <DisplayView state={query.data} offsetMs={live.offsetMs} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{tournament.name}</h1>
          <p className="text-sm text-stone-600">
            {tournamentBadge(tournament.status, clock.clockState)} · <ConnectionLabel status={live.status} />
            {tournament.canManage && (
              <>
                {' · '}
                <Link to={`/games/${tournament.gameId}/manage`} className="text-felt-700 underline">
                  Manage game
                </Link>
              </>
            )}
          </p>
        </div>
        <Button variant="secondary" onClick={() => setDisplay(true)}>
          <Maximize2 aria-hidden /> Display Mode
        </Button>
      </header>
      {live.error && (
        <Alert tone="danger">
          {live.error}{' '}
          <Button size="sm" variant="ghost" onClick={live.dismissError}>
            Dismiss
          </Button>
        </Alert>
      )}
      <ClockUnconfirmed status={live.status} />
      {tournament.status === 'completed' && <ResultsCard tournament={tournament} />}
      {tournament.status === 'completed' &&
        tournament.canManage &&
        tournament.figures.bountiesOnHeadsCents > 0 && <UnpaidBountiesForGame gameId={tournament.gameId} />}
      {tournament.canManage ? (
        <HostView state={query.data} source={source} offsetMs={live.offsetMs} />
      ) : (
        <ParticipantView state={query.data} offsetMs={live.offsetMs} />
      )}
    </div>
  );
}
