import type { Tournament } from '@pokerhome/domain';
import { cn } from '@/lib/cn.ts';
import { chips } from '../utils/format.ts';

/**
 * Every active table and its seats, the dealer button marked. With `onSeat`, the host picks a seat:
 * an empty one to move the selected player there, or an occupied one to give it the button.
 */
export function TablesView({
  tournament,
  highlightPlayerId,
  onSeat,
}: {
  tournament: Tournament;
  highlightPlayerId?: string | null;
  onSeat?: (tableNumber: number, seatNumber: number, occupied: boolean) => void;
}) {
  const tables = tournament.tables.filter((t) => t.isActive);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {tables.map((table) => (
        <section
          key={table.tableNumber}
          aria-label={`Table ${table.tableNumber}`}
          className="rounded-xl border border-stone-200 bg-white p-4"
        >
          <h2 className="font-semibold">
            Table {table.tableNumber}{' '}
            <span className="text-sm font-normal text-stone-500">
              ({table.seats.filter((s) => s.playerId).length}/{table.maxSeats})
            </span>
          </h2>
          <ol className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
            {table.seats.map((seat) => {
              const occupied = Boolean(seat.playerId);
              const content = (
                <>
                  {/* The table's number, heard with the seat; the visible text stays the name (label in name). */}
                  <span className="sr-only">Table {table.tableNumber}, </span>
                  <span className="w-14 shrink-0 text-stone-500">Seat {seat.seatNumber}</span>
                  <span className="min-w-0 flex-1 truncate">{seat.playerName ?? 'Empty'}</span>
                  {occupied && <span className="text-stone-600 tabular-nums">{chips(seat.chipCount)}</span>}
                  {table.buttonSeat === seat.seatNumber && (
                    <span
                      title="Dealer button"
                      className="rounded-full bg-stone-900 px-1.5 text-xs font-bold text-white"
                    >
                      D<span className="sr-only"> (dealer button)</span>
                    </span>
                  )}
                </>
              );
              const cls = cn(
                'flex w-full items-center gap-2 rounded-md px-2 py-1 text-left text-sm',
                occupied ? 'bg-stone-50' : 'text-stone-500',
                seat.playerId &&
                  seat.playerId === highlightPlayerId &&
                  'bg-felt-100 font-semibold text-felt-900',
              );
              return (
                <li key={seat.seatNumber}>
                  {onSeat ? (
                    <button
                      type="button"
                      className={cn(cls, 'hover:ring-1 hover:ring-felt-600')}
                      onClick={() => onSeat(table.tableNumber, seat.seatNumber, occupied)}
                    >
                      {content}
                    </button>
                  ) : (
                    <div className={cls}>{content}</div>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
