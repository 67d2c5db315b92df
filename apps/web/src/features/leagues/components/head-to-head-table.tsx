import type { SeasonPlayer } from '@pokerhome/domain';
import { Link } from 'react-router';
import { seasonPath } from '../api/keys.ts';
import { HeaderCell } from './header-cell.tsx';
import { ScrollRegion } from './scroll-region.tsx';

/** How the player fared against each other member they met: finished ahead, behind, knockouts both ways. */
export function HeadToHeadTable({ player }: { player: SeasonPlayer }) {
  if (player.headToHead.length === 0) {
    return (
      <p className="text-sm text-stone-600">No other member has played an event with {player.name} yet.</p>
    );
  }
  return (
    <ScrollRegion label={'Head-to-head'}>
      <table className="w-full text-sm">
        <thead className="bg-stone-50 text-stone-600">
          <tr>
            <HeaderCell>Opponent</HeaderCell>
            <HeaderCell align="right">Met</HeaderCell>
            <HeaderCell align="right">Ahead</HeaderCell>
            <HeaderCell align="right">Behind</HeaderCell>
            <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
              Knocked out
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
              Knocked out by
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
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
        </tbody>
      </table>
    </ScrollRegion>
  );
}
