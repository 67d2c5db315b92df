import { leagueMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Percent, Target, TrendingUp, Trophy } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { LoadFailed, Loading } from '@/components/query-states.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { seasonPath } from '../api/keys.ts';
import { seasonPlayerQueryOptions } from '../api/season-player-query.ts';
import { FinishesChart } from '../components/finishes-chart.tsx';
import { HeadToHeadTable } from '../components/head-to-head-table.tsx';
import { PlayerHistoryTable } from '../components/player-history-table.tsx';
import { formatNet, formatPercent, formatPoints, ordinal } from '../utils/format.ts';

function Stat({
  label,
  value,
  detail,
  icon: Icon,
}: {
  label: string;
  value: string;
  detail?: string;
  icon: typeof Trophy;
}) {
  return (
    <Card className="p-4">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <Icon aria-hidden className="size-5 text-felt-700" />
      </div>
      <p className="mt-2 text-2xl font-bold text-stone-900">{value}</p>
      {detail && <p className="mt-1 text-sm text-stone-600">{detail}</p>}
    </Card>
  );
}

/** /seasons/{id}/players/{key}: one player's season: rank, ROI, ITM%, finishes over time, history, head-to-head. */
export default function SeasonPlayerPage() {
  const { seasonId = '', playerKey = '' } = useParams();
  const user = useAuthenticatedUser();
  const query = useQuery(seasonPlayerQueryOptions(seasonId, playerKey));
  useDocumentTitle(query.data ? `${query.data.name} · ${query.data.seasonName}` : 'Player');
  const back = { to: seasonPath(seasonId), label: 'Back to the season' };

  if (query.isPending) return <Loading label="Loading player" />;
  if (query.isError) {
    return (
      <LoadFailed
        error={query.error}
        notFound={leagueMessages.playerNotFound}
        back={back}
        onRetry={() => query.refetch()}
      />
    );
  }
  const p = query.data;
  const s = p.standing;
  return (
    <>
      <Link
        to={back.to}
        className="mb-3 inline-flex items-center gap-1 text-sm text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden className="size-4" /> {p.seasonName}
      </Link>
      <PageHeader
        title={p.name}
        description={`${p.seasonName}: ${s.events} ${s.events === 1 ? 'event' : 'events'}`}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat
          label="Rank"
          icon={Trophy}
          value={s.rank === null ? 'Not ranked' : ordinal(s.rank)}
          detail={`${formatPoints(s.points)} points · ${s.wins} ${s.wins === 1 ? 'win' : 'wins'}`}
        />
        <Stat
          label="ROI"
          icon={TrendingUp}
          value={formatPercent(p.roiPercent)}
          detail={`Net ${formatNet(s.netCents, p.currency)}`}
        />
        <Stat
          label="In the money"
          icon={Percent}
          value={formatPercent(p.itmPercent)}
          detail={`${s.itm} of ${s.events} events`}
        />
        <Stat
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
