import { leagueMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Percent, Target, TrendingUp, Trophy } from 'lucide-react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { BackLink, PageHeader } from '@/components/page-header.tsx';
import { PageQueryFallback } from '@/components/query-states.tsx';
import { StatCard } from '@/components/stat-card.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { seasonPath } from '../api/keys.ts';
import { seasonPlayerQueryOptions } from '../api/season-player-query.ts';
import { FinishesChart } from '../components/finishes-chart.tsx';
import { HeadToHeadTable } from '../components/head-to-head-table.tsx';
import { PlayerHistoryTable } from '../components/player-history-table.tsx';
import { formatNet, formatPercent, formatPoints, ordinal } from '../utils/format.ts';

/** /seasons/{id}/players/{key}: one player's season: rank, ROI, ITM%, finishes over time, history, head-to-head. */
export default function SeasonPlayerPage() {
  const { seasonId = '', playerKey = '' } = useParams();
  const user = useAuthenticatedUser();
  const query = useQuery(seasonPlayerQueryOptions(seasonId, playerKey));
  useDocumentTitle(query.data ? `${query.data.name} · ${query.data.seasonName}` : 'Player');
  const back = { to: seasonPath(seasonId), label: 'Back to the season' };

  if (query.isPending || query.isError) {
    return (
      <PageQueryFallback
        query={query}
        loading="Loading player"
        notFound={leagueMessages.playerNotFound}
        back={back}
      />
    );
  }
  const p = query.data;
  const s = p.standing;
  return (
    <>
      <BackLink to={back.to}>{p.seasonName}</BackLink>
      <PageHeader
        title={p.name}
        description={`${p.seasonName}: ${s.events} ${s.events === 1 ? 'event' : 'events'}`}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          compact
          label="Rank"
          icon={Trophy}
          value={s.rank === null ? 'Not ranked' : ordinal(s.rank)}
          detail={`${formatPoints(s.points)} points · ${s.wins} ${s.wins === 1 ? 'win' : 'wins'}`}
        />
        <StatCard
          compact
          label="ROI"
          icon={TrendingUp}
          value={formatPercent(p.roiPercent)}
          detail={`Net ${formatNet(s.netCents, p.currency)}`}
        />
        <StatCard
          compact
          label="In the money"
          icon={Percent}
          value={formatPercent(p.itmPercent)}
          detail={`${s.itm} of ${s.events} events`}
        />
        <StatCard
          compact
          label="Knockouts"
          icon={Target}
          value={String(s.knockouts)}
          detail={`${s.finalTables} final ${s.finalTables === 1 ? 'table' : 'tables'}`}
        />
      </div>
      <div className="mt-6 space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Finishes over time</CardTitle>
          </CardHeader>
          <CardContent>
            <FinishesChart events={p.events} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Head-to-head</CardTitle>
          </CardHeader>
          <CardContent>
            <HeadToHeadTable player={p} />
          </CardContent>
        </Card>
      </div>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>History</CardTitle>
        </CardHeader>
        <CardContent>
          {p.events.length === 0 ? (
            <p className="text-sm text-stone-600">No events played in this season yet.</p>
          ) : (
            <PlayerHistoryTable player={p} timeZone={user.timeZone} />
          )}
        </CardContent>
      </Card>
    </>
  );
}
