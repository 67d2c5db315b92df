import { useQuery } from '@tanstack/react-query';
import { Loading, RetryAlert } from '@/components/query-states.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { standingsQueryOptions } from '../api/standings-query.ts';
import { Awards } from './awards.tsx';
import { ScoringSummary } from './scoring-summary.tsx';
import { StandingsDownloads } from './standings-downloads.tsx';
import { StandingsTable } from './standings-table.tsx';

/** The season's table with its awards, how it was scored, when it last changed, and the downloads. */
export function StandingsPanel({ seasonId, timeZone }: { seasonId: string; timeZone?: string }) {
  const query = useQuery(standingsQueryOptions(seasonId));
  if (query.isPending) return <Loading label="Loading standings" />;
  if (query.isError) {
    return <RetryAlert message={query.error.message} onRetry={query.refetch} />;
  }
  const s = query.data;
  return (
    <div className="space-y-6">
      <Awards value={s.awards} seasonOver={s.seasonOver} />
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>Standings</CardTitle>
            <p className="text-sm text-stone-600" data-testid="last-recomputed">
              {s.lastRecomputedAt
                ? `Last recomputed ${formatDateTime(s.lastRecomputedAt, timeZone)}`
                : 'Not computed yet: no event has finished'}
              {s.lastEvent && ` · after ${s.lastEvent.name}`} · {s.eventCount}{' '}
              {s.eventCount === 1 ? 'event' : 'events'}
            </p>
          </div>
          <StandingsDownloads seasonId={seasonId} />
        </CardHeader>
        <CardContent className="space-y-4">
          {s.rows.length === 0 ? (
            <p className="text-sm text-stone-600">
              The table fills in when the season's first tournament is completed.
            </p>
          ) : (
            <StandingsTable
              rows={s.rows}
              currency={s.currency}
              seasonId={seasonId}
              minimumEvents={s.scoring.minimumEvents}
            />
          )}
          <ScoringSummary scoring={s.scoring} />
        </CardContent>
      </Card>
    </div>
  );
}
