import type { Currency, StandingRow } from '@pokerhome/domain';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { figureColumn } from '@/components/ui/table-head.tsx';
import { cn } from '@/lib/cn.ts';
import { seasonPath } from '../api/keys.ts';
import { formatNet, formatPoints } from '../utils/format.ts';
import { LeagueTableHead } from './league-table.tsx';
import { Movement } from './movement.tsx';
import { ScrollRegion } from './scroll-region.tsx';

/**
 * A season's table. On a phone it scrolls sideways inside its own focusable region; `size="tv"` is the large type of the public page on a television
 * (light surface, so every colour keeps its contrast).
 */
export function StandingsTable({
  rows,
  currency,
  seasonId,
  minimumEvents,
  showMoney = true,
  size = 'normal',
  label = 'Standings',
}: {
  rows: StandingRow[];
  currency: Currency;
  /** Links each name to the player's page; left out on the public page. */
  seasonId?: string;
  minimumEvents: number;
  showMoney?: boolean;
  size?: 'normal' | 'tv';
  label?: string;
}) {
  const tv = size === 'tv';
  const cell = tv ? 'px-3 py-2 xl:px-5 xl:py-4' : 'px-3 py-2';
  return (
    <ScrollRegion label={label} className="rounded-lg">
      <table className={cn('w-full border-collapse', tv ? 'text-base sm:text-lg xl:text-2xl' : 'text-sm')}>
        <caption className="sr-only">{label}</caption>
        <LeagueTableHead
          cellClassName={cell}
          columns={[
            'Rank',
            'Player',
            figureColumn('Events', true),
            figureColumn('Points', true),
            figureColumn('Wins', true),
            figureColumn(<abbr title="Final tables">FT</abbr>, true),
            figureColumn(<abbr title="In the money">ITM</abbr>, true),
            figureColumn(<abbr title="Knockouts">KOs</abbr>, true),
            showMoney && figureColumn('Net', true),
            figureColumn(<abbr title="Movement since the last event">Move</abbr>, true),
          ]}
        />
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.playerKey} className={cn(!row.qualified && 'text-stone-500')}>
              <td className={cn(cell, 'font-semibold tabular-nums')}>
                {row.rank === null ? (
                  <span title={`Fewer than ${minimumEvents} events`}>–</span>
                ) : (
                  <span className="inline-flex items-center gap-1">
                    {row.rank}
                    {row.rank === 1 && <Trophy aria-label="Leader" className="size-4 text-chip-500" />}
                  </span>
                )}
              </td>
              <th scope="row" className={cn(cell, 'min-w-32 text-left font-medium')}>
                {seasonId ? (
                  <Link
                    to={`${seasonPath(seasonId)}/players/${encodeURIComponent(row.playerKey)}`}
                    className="text-felt-800 underline-offset-2 hover:underline"
                  >
                    {row.name}
                  </Link>
                ) : (
                  row.name
                )}
                {!row.qualified && (
                  <span className={cn('block font-normal', tv ? 'text-sm xl:text-lg' : 'text-xs')}>
                    Not ranked yet: needs {minimumEvents} {minimumEvents === 1 ? 'event' : 'events'}
                  </span>
                )}
              </th>
              <td className={cn(cell, 'text-right tabular-nums')}>
                {row.countedEvents < row.events ? (
                  <span title={`Best ${row.countedEvents} of ${row.events} count`}>
                    {row.events}
                    <span className="text-stone-500"> ({row.countedEvents})</span>
                  </span>
                ) : (
                  row.events
                )}
              </td>
              <td className={cn(cell, 'text-right font-semibold tabular-nums')}>
                {formatPoints(row.points)}
              </td>
              <td className={cn(cell, 'text-right tabular-nums')}>{row.wins}</td>
              <td className={cn(cell, 'text-right tabular-nums')}>{row.finalTables}</td>
              <td className={cn(cell, 'text-right tabular-nums')}>{row.itm}</td>
              <td className={cn(cell, 'text-right tabular-nums')}>{row.knockouts}</td>
              {showMoney && (
                <td
                  className={cn(
                    cell,
                    'text-right whitespace-nowrap tabular-nums',
                    row.netCents !== null && row.netCents < 0 && 'text-red-700',
                  )}
                >
                  {formatNet(row.netCents, currency)}
                </td>
              )}
              <td className={cn(cell, 'text-right')}>
                <Movement row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
