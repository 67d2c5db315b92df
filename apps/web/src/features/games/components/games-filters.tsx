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
      <FilterSelect
        id="filter-type"
        label="Game type"
        anyLabel="All types"
        options={gameTypes}
        labelOf={(t) => typeLabels[t]}
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
      />
      <FilterSelect
        id="filter-status"
        label="Status"
        anyLabel="Any status"
        options={gameStatuses}
        labelOf={(s) => gameStatusLabels[s] ?? s}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
      />
      <Button variant="ghost" onClick={() => onChange({})} disabled={!value.type && !value.status}>
        Clear filters
      </Button>
    </div>
  );
}

/** One filter: a labelled choice among `options`, or none (`anyLabel`). */
function FilterSelect<T extends string>({
  id,
  label,
  anyLabel,
  options,
  labelOf,
  value,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  value: T | undefined;
  onChange: (next: T | undefined) => void;
}) {
  return (
    <div className="w-full space-y-1.5 sm:w-48">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
