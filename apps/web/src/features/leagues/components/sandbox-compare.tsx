import type { SandboxResponse, StandingRow } from '@pokerhome/domain';
import { figureColumn } from '@/components/ui/table-head.tsx';
import { cn } from '@/lib/cn.ts';
import { LeagueTableHead, RankedPlayerCells, rankedPlayerColumns } from './league-table.tsx';
import { PlacesMoved } from './movement.tsx';

type Change = SandboxResponse['changes'][number];

function ChangeMark({ change }: { change: Change | undefined }) {
  if (!change || change.change === null || change.change === 0)
    return <span className="text-stone-400">—</span>;
  return <PlacesMoved by={change.change} strong />;
}

function Table({
  title,
  rows,
  changes,
  showChange,
}: {
  title: string;
  rows: StandingRow[];
  changes: Map<string, Change>;
  showChange: boolean;
}) {
  return (
    <section
      aria-label={title}
      className="relative min-w-0 overflow-x-auto rounded-xl border border-stone-200 bg-white"
    >
      <h3 className="border-b border-stone-200 px-4 py-3 font-semibold">{title}</h3>
      <table className="w-full text-sm">
        <LeagueTableHead columns={[...rankedPlayerColumns, showChange && figureColumn('Change')]} />
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => {
            const change = changes.get(row.playerKey);
            const moved = change?.change ? (change.change > 0 ? 'up' : 'down') : null;
            return (
              <tr
                key={row.playerKey}
                data-moved={moved ?? undefined}
                className={cn(moved === 'up' && 'bg-felt-50', moved === 'down' && 'bg-red-50')}
              >
                <RankedPlayerCells rank={row.rank ?? '–'} name={row.name} points={row.points} />
                {showChange && (
                  <td className="px-3 py-2 text-right">
                    <ChangeMark change={change} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The season's table now and under the proposed scoring, side by side (stacked on a phone). Rows
 * whose rank would change are tinted (green up, red down) and carry the places gained or lost.
 */
export function SandboxCompare({ result }: { result: SandboxResponse }) {
  const changes = new Map(result.changes.map((c) => [c.playerKey, c]));
  const moved = result.changes.filter((c) => c.change !== null && c.change !== 0).length;
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-medium text-stone-800">
        {moved === 0
          ? 'No rank would change under this scoring.'
          : `${moved} ${moved === 1 ? 'player changes' : 'players change'} place under this scoring.`}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Table title="Current table" rows={result.current.rows} changes={changes} showChange={false} />
        <Table title="Proposed table" rows={result.proposed.rows} changes={changes} showChange />
      </div>
    </div>
  );
}
