import { type GameStatus, type GameType, gameStatuses, gameTypes } from '@pokerhome/domain';
import { Button } from '@/components/ui/button.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { gameStatusLabels } from '../utils/format.ts';

export type GamesFilterValues = { type?: GameType; status?: GameStatus };

const typeLabels: Record<GameType, string> = { tournament: 'Tournament', cash_game: 'Cash game' };

/** The Filters panel of the games list: game type and status, on top of the search and the tab. */
export function GamesFilters({
  value,
  onChange,
}: {
  value: GamesFilterValues;
  onChange: (next: GamesFilterValues) => void;
}) {
  return (
    <div
      id="games-filters"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="w-full space-y-1.5 sm:w-48">
        <label htmlFor="filter-type" className="block text-sm font-medium">
          Game type
        </label>
        <NativeSelect
          id="filter-type"
          value={value.type ?? ''}
          onChange={(e) =>
            onChange({ ...value, type: (e.target.value || undefined) as GameType | undefined })
          }
        >
          <option value="">All types</option>
          {gameTypes.map((t) => (
            <option key={t} value={t}>
              {typeLabels[t]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="w-full space-y-1.5 sm:w-48">
        <label htmlFor="filter-status" className="block text-sm font-medium">
          Status
        </label>
        <NativeSelect
          id="filter-status"
          value={value.status ?? ''}
          onChange={(e) =>
            onChange({ ...value, status: (e.target.value || undefined) as GameStatus | undefined })
          }
        >
          <option value="">Any status</option>
          {gameStatuses.map((s) => (
            <option key={s} value={s}>
              {gameStatusLabels[s] ?? s}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="ghost" onClick={() => onChange({})} disabled={!value.type && !value.status}>
        Clear filters
      </Button>
    </div>
  );
}
