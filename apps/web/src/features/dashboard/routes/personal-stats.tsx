import { useQuery } from '@tanstack/react-query';
import { Award, DollarSign, Hash, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Loading, RetryAlert } from '@/components/query-states.tsx';
import { StatCard } from '@/components/stat-card.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { formatDateTime, formatSignedAmount, ordinal } from '@/lib/format.ts';
import { personalStatsQueryOptions } from '../api/personal-stats-query.ts';
import { finishLabel } from '../components/last-result-card.tsx';

/**
 * Your stats (/stats): the pricing's "personal stats" for every plan: each game the user finished,
 * his place and net, and the figures over them (docs/players.md, "Personal stats").
 */
export default function PersonalStatsPage() {
  useDocumentTitle('Your Stats');
  const user = useAuthenticatedUser();
  const query = useQuery(personalStatsQueryOptions);
  if (query.isPending) return <Loading label="Loading your stats" />;
  if (query.isError)
    return (
      <RetryAlert message="Failed to load your stats. Please try again." onRetry={() => query.refetch()} />
    );
  const s = query.data;
  const net = s.net.map((n) => formatSignedAmount(n.amount, n.currency));
  return (
    <>
      <PageHeader title="Your Stats" description="Your places and money over every game you finished." />
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard label="Games Played" icon={Hash} value={s.played} compact />
        <StatCard
          label="Wins"
          icon={Trophy}
          value={s.wins}
          detail={s.bestPlace === null ? 'no tournament yet' : `best finish ${ordinal(s.bestPlace)}`}
          compact
        />
        <StatCard
          label="In the Money"
          icon={Award}
          value={s.played === 0 ? '—' : `${Math.round((s.inTheMoney / s.played) * 100)}%`}
          detail={`${s.inTheMoney} of ${s.played}`}
          compact
        />
        <StatCard
          label="Net"
          icon={DollarSign}
          value={net[0] ?? '—'}
          detail={net.length > 1 ? `also ${net.slice(1).join(', ')}` : 'after buy-ins and fees'}
          compact
        />
      </div>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Your Results</CardTitle>
        </CardHeader>
        <CardContent>
          {s.results.length === 0 ? (
            <p className="text-sm text-stone-600">
              No finished games yet: your places and net show here after your first tournament or cash game.
            </p>
          ) : (
            <ul className="divide-y divide-stone-200">
              {s.results.map((r) => (
                <li key={r.gameId} className="flex min-w-0 items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <Link to={`/games/${r.gameId}/results`} className="block truncate font-medium underline">
                      {r.gameName}
                    </Link>
                    <p className="text-sm text-stone-600">{formatDateTime(r.scheduledDate, user.timeZone)}</p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p className="font-medium">{finishLabel(r)}</p>
                    <p className={r.net < 0 ? 'text-sm text-red-700' : 'text-sm text-felt-800'}>
                      {formatSignedAmount(r.net, r.currency)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}
