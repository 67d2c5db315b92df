import type { SeasonPlayer } from '@pokerhome/domain';
import { Link } from 'react-router';
import { figureColumn, figureColumns } from '@/components/ui/table-head.tsx';
import { seasonPath } from '../api/keys.ts';
import { LeagueTable } from './league-table.tsx';

/** How the player fared against each other member they met: finished ahead, behind, knockouts both ways. */
export function HeadToHeadTable({ player }: { player: SeasonPlayer }) {
  if (player.headToHead.length === 0) {
    return (
      <p className="text-sm text-stone-600">No other member has played an event with {player.name} yet.</p>
    );
  }
  return (
    <LeagueTable
      label="Head-to-head"
      columns={[
        'Opponent',
        ...figureColumns('Met', 'Ahead', 'Behind'),
        figureColumn('Knocked out', true),
        figureColumn('Knocked out by', true),
      ]}
    >
      {player.headToHead.map((h) => (
        <tr key={h.opponentKey}>
          <th scope="row" className="px-3 py-2 text-left font-medium">
            <Link
              to={`${seasonPath(player.seasonId)}/players/${encodeURIComponent(h.opponentKey)}`}
              className="text-felt-800 hover:underline"
            >
              {h.opponentName}
            </Link>
          </th>
          <td className="px-3 py-2 text-right tabular-nums">{h.meetings}</td>
          <td className="px-3 py-2 text-right tabular-nums">{h.ahead}</td>
          <td className="px-3 py-2 text-right tabular-nums">{h.behind}</td>
          <td className="px-3 py-2 text-right tabular-nums">{h.knockedOut}</td>
          <td className="px-3 py-2 text-right tabular-nums">{h.knockedOutBy}</td>
        </tr>
      ))}
    </LeagueTable>
  );
}
