import type { SeasonPlayer } from '@pokerhome/domain';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { figureColumn } from '@/components/ui/table-head.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { formatNet, formatPoints, ordinal } from '../utils/format.ts';
import { LeagueTable } from './league-table.tsx';

/** Every event the player played, newest first; events outside their best N are marked. */
export function PlayerHistoryTable({ player, timeZone }: { player: SeasonPlayer; timeZone?: string }) {
  const events = [...player.events].reverse();
  return (
    <LeagueTable
      label="History"
      columns={[
        'Event',
        figureColumn('Finish'),
        figureColumn('Points'),
        figureColumn(<abbr title="Knockouts">KOs</abbr>),
        figureColumn('Rebuys'),
        figureColumn('Net'),
      ]}
    >
      {events.map((e) => (
        <tr key={e.gameId}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            <Link to={`/games/${e.gameId}/results`} className="text-felt-800 hover:underline">
              {e.gameName}
            </Link>
            <span className="block text-xs font-normal whitespace-nowrap text-stone-600">
              {formatDateTime(e.date, timeZone)}
            </span>
          </th>
          <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
            {ordinal(e.finish)} <span className="text-stone-500">of {e.entrants}</span>
          </td>
          <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
            {formatPoints(e.points)}
            {!e.counted && (
              <Badge className="ml-2" title="Outside the player's best N events">
                not counted
              </Badge>
            )}
          </td>
          <td className="px-3 py-2 text-right tabular-nums">{e.knockouts}</td>
          <td className="px-3 py-2 text-right tabular-nums">{e.rebuys}</td>
          <td
            className={`px-3 py-2 text-right whitespace-nowrap tabular-nums ${e.netCents < 0 ? 'text-red-700' : ''}`}
          >
            {formatNet(e.netCents, player.currency)}
          </td>
        </tr>
      ))}
    </LeagueTable>
  );
}
