import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/query-states.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDateTime } from '@/lib/format.ts';
import { seasonPath } from '../api/keys.ts';
import { leagueDashboardQueryOptions } from '../api/league-dashboard-query.ts';
import { formatPoints, ordinal } from '../utils/format.ts';
import { Movement } from './movement.tsx';

/**
 * The dashboard's league corner, for every signed-in member: the next league night and where you
 * stand in each current season. Nothing shows for someone in no league.
 */
export function LeagueDashboardCard({ timeZone, className }: { timeZone?: string; className?: string }) {
  const query = useQuery(leagueDashboardQueryOptions);
  if (query.isPending) {
    return (
      <Card className={cn('p-6', className)}>
        <Spinner label="Loading your leagues" />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert message="Could not load your leagues." onRetry={query.refetch} className={className} />
    );
  }
  const { nextLeagueNight: next, myRanks } = query.data;
  if (!next && myRanks.length === 0) return null;
  return (
    <Card aria-labelledby="league-card-title" className={className}>
      <CardHeader>
        <CardTitle id="league-card-title">Leagues</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 text-sm font-medium text-stone-600">
            <CalendarDays aria-hidden className="size-4 text-felt-700" /> Next league night
          </h3>
          {next ? (
            <Link
              to={`/games/${next.gameId}/join`}
              className="mt-2 block rounded-lg p-2 -m-2 hover:bg-stone-50"
            >
              <p className="font-semibold text-stone-900">{next.gameName}</p>
              <p className="text-sm text-stone-600">{formatDateTime(next.scheduledDate, timeZone)}</p>
              <p className="text-sm text-stone-600">
                {next.leagueName} · {next.seasonName}
              </p>
            </Link>
          ) : (
            <p className="mt-2 text-sm text-stone-600">No league night scheduled.</p>
          )}
        </div>
        <div>
          <h3 className="flex items-center gap-2 text-sm font-medium text-stone-600">
            <Trophy aria-hidden className="size-4 text-felt-700" /> My rank
          </h3>
          {myRanks.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">You have not played a league event this season.</p>
          ) : (
            <ul className="mt-2 space-y-2" aria-label="My league ranks">
              {myRanks.map((r) => (
                <li key={r.seasonId}>
                  <Link
                    to={seasonPath(r.seasonId)}
                    className="flex items-center gap-3 rounded-lg p-2 -mx-2 hover:bg-stone-50"
                  >
                    <span
                      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-felt-700 font-bold text-white"
                      data-testid="my-rank"
                    >
                      {r.rank === null ? '–' : ordinal(r.rank)}
                    </span>{' '}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-stone-900">
                        {r.leagueName} · {r.seasonName}
                      </span>{' '}
                      <span className="block text-sm text-stone-600">
                        {r.rank === null ? 'Not ranked yet' : `of ${r.players}`} · {formatPoints(r.points)}{' '}
                        pts
                      </span>
                    </span>{' '}
                    <Movement row={r} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
