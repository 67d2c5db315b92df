import type { ReactNode } from 'react';
import { figureColumn, type TableColumn, TableHead } from '@/components/ui/table-head.tsx';
import { formatPoints } from '../utils/format.ts';
import { ScrollRegion } from './scroll-region.tsx';

/** The heading row of the leagues' tables: shaded, names left and figures right. */
export function LeagueTableHead({
  columns,
  cellClassName = 'px-3 py-2',
}: {
  columns: (TableColumn | string | false)[];
  cellClassName?: string;
}) {
  return (
    <TableHead
      className="bg-stone-50 text-stone-600"
      cellClassName={cellClassName}
      scope="col"
      columns={columns.map((column) =>
        typeof column === 'string'
          ? { label: column, align: 'left' }
          : column && { align: 'left', ...column },
      )}
    />
  );
}

/** A leagues' table of rows under its heading row, in a frame that scrolls sideways on a phone. */
export function LeagueTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: (TableColumn | string | false)[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label}>
      <table className="w-full text-sm">
        <LeagueTableHead columns={columns} />
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** The first columns of a table of ranked players, matching `RankedPlayerCells`. */
export const rankedPlayerColumns = ['Rank', 'Player', figureColumn('Points')];

/** A ranked row's first cells: the rank, the player's name heading the row, and their points. */
export function RankedPlayerCells({ rank, name, points }: { rank: ReactNode; name: string; points: number }) {
  return (
    <>
      <td className="px-3 py-2 tabular-nums">{rank}</td>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        {name}
      </th>
      <td className="px-3 py-2 text-right tabular-nums">{formatPoints(points)}</td>
    </>
  );
}
