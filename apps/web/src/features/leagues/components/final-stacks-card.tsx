import { useQuery } from '@tanstack/react-query';
import { RetryAlert } from '@/components/query-states.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { finalStacksQueryOptions } from '../api/final-stacks-query.ts';
import { formatPoints } from '../utils/format.ts';
import { HeaderCell } from './header-cell.tsx';
import { ScrollRegion } from './scroll-region.tsx';

const chips = (n: number) => new Intl.NumberFormat().format(n);

/** The season final: each ranked player's starting stack from their points, by the season's stated rule. */
export function FinalStacksCard({ seasonId, canManage = false }: { seasonId: string; canManage?: boolean }) {
  const query = useQuery(finalStacksQueryOptions(seasonId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Season final starting stacks</CardTitle>
        {query.data && (
          <CardDescription>
            {query.data.ruleText}
            {canManage && ' Change the rule in the Settings tab.'}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading final stacks" />
        ) : query.isError ? (
          <RetryAlert message={query.error.message} onRetry={() => query.refetch()} />
        ) : query.data.players.length === 0 ? (
          <p className="text-sm text-stone-600">Stacks appear once players are ranked.</p>
        ) : (
          <ScrollRegion label={'Final stacks'}>
            <table className="w-full text-sm">
              <thead className="bg-stone-50 text-stone-600">
                <tr>
                  <HeaderCell>Rank</HeaderCell>
                  <HeaderCell>Player</HeaderCell>
                  <HeaderCell align="right">Points</HeaderCell>
                  <HeaderCell align="right">Starting stack</HeaderCell>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {query.data.players.map((p) => (
                  <tr key={p.playerKey}>
                    <td className="px-3 py-2 tabular-nums">{p.rank}</td>
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {p.name}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{formatPoints(p.points)}</td>
                    <td className="px-3 py-2 text-right font-semibold tabular-nums">{chips(p.chips)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}
