import { useQuery } from '@tanstack/react-query';
import { CardQueryFallback } from '@/components/query-states.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { figureColumn } from '@/components/ui/table-head.tsx';
import { numberFormat } from '@/lib/format.ts';
import { finalStacksQueryOptions } from '../api/final-stacks-query.ts';
import { LeagueTable, RankedPlayerCells, rankedPlayerColumns } from './league-table.tsx';

const chips = (n: number) => numberFormat()?.format(n) ?? String(n);

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
        {query.isPending || query.isError ? (
          <CardQueryFallback query={query} loading="Loading final stacks" />
        ) : query.data.players.length === 0 ? (
          <p className="text-sm text-stone-600">Stacks appear once players are ranked.</p>
        ) : (
          <LeagueTable
            label="Final stacks"
            columns={[...rankedPlayerColumns, figureColumn('Starting stack')]}
          >
            {query.data.players.map((p) => (
              <tr key={p.playerKey}>
                <RankedPlayerCells rank={p.rank} name={p.name} points={p.points} />
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{chips(p.chips)}</td>
              </tr>
            ))}
          </LeagueTable>
        )}
      </CardContent>
    </Card>
  );
}
