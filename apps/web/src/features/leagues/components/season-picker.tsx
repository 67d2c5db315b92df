import type { Currency } from '@pokerhome/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { leaguesQueryOptions } from '../api/leagues-query.ts';
import { seasonsQueryOptions } from '../api/seasons-query.ts';
import { formatSeasonDates } from '../utils/format.ts';

/** Seasons of the leagues the viewer runs that have not ended: where a new game can count. */
function useOpenSeasons(enabled: boolean) {
  const leagues = useQuery({ ...leaguesQueryOptions, enabled });
  const managed = (leagues.data ?? []).filter((l) => l.canManage);
  const seasons = useQueries({ queries: managed.map((l) => ({ ...seasonsQueryOptions(l.id), enabled })) });
  const today = new Date().toISOString().slice(0, 10);
  return managed.flatMap((league, i) =>
    (seasons[i]?.data ?? []).filter((s) => s.endsOn >= today).map((s) => ({ ...s, leagueName: league.name })),
  );
}

/**
 * "Counts in a league season" for the game wizard and "create from template": the new tournament
 * is attached right after it is created (docs/decisions/0014). Shows nothing when the viewer runs
 * no open season; seasons in another currency are offered but say so (the server refuses them).
 */
export function SeasonPicker({
  value,
  onChange,
  currency,
  enabled = true,
}: {
  value: string;
  onChange: (seasonId: string) => void;
  currency?: Currency;
  enabled?: boolean;
}) {
  const id = useId();
  const seasons = useOpenSeasons(enabled);
  if (!enabled || seasons.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        League season
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Not part of a league season</option>
        {seasons.map((s) => (
          <option key={s.id} value={s.id} disabled={currency !== undefined && s.currency !== currency}>
            {s.leagueName} · {s.name} ({formatSeasonDates(s.startsOn, s.endsOn)})
            {currency !== undefined && s.currency !== currency ? ` · counts games in ${s.currency}` : ''}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-stone-500">
        The tournament's results will score in that season's standings.
      </p>
    </div>
  );
}
