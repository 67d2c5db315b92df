import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { type TournamentSource, tournamentQueryOptions } from '../api/tournament-queries.ts';
import { ClockUnconfirmed } from '../components/connection-status.tsx';
import { DisplayView } from '../components/display-view.tsx';
import { NotFound } from '../components/tournament-states.tsx';
import { announce } from '../hooks/use-announcements.ts';
import { useLiveTournament } from '../hooks/use-live-tournament.ts';

/** /display/{token}: the TV's view of a tournament; the secret link is the only credential. */
export default function TournamentDisplayPage() {
  const { token = '' } = useParams();
  const source = useMemo<TournamentSource>(() => ({ kind: 'display', token }), [token]);
  const query = useQuery(tournamentQueryOptions(source));
  const live = useLiveTournament(source, query.data?.tournament.id, Boolean(query.data), announce);
  useDocumentTitle(query.data ? `${query.data.tournament.name} · Display` : 'Tournament Display');

  if (query.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-felt-950 text-felt-50">
        <Spinner label="Loading tournament" showLabel />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="min-h-dvh bg-felt-950 p-8">
        <NotFound />
      </div>
    );
  }
  return (
    <>
      <ClockUnconfirmed status={live.status} tv />
      <DisplayView state={query.data} offsetMs={live.offsetMs} />
    </>
  );
}
