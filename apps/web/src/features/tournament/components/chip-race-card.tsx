import { chipRace, type Tournament } from '@pokerhome/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { chips } from '../utils/format.ts';
import type { HostPanelProps } from './host-panel.ts';

/** The structural break the clock is on: the row right after the current blind level, if it is a break. */
function currentBreak(t: Tournament) {
  if (!t.isOnBreak) return null;
  let seen = 0;
  const i = t.levels.findIndex((l) => !l.isBreak && ++seen === t.currentBlindLevel);
  const next = t.levels[i + 1];
  return next?.isBreak ? next : null;
}

/**
 * Host, on a break with a colour-up: the chip race (docs/tournament.md, "Chip race"). From the
 * recorded stacks it shows the odd chips, how many chips are raced, and the rounding the race makes to
 * chips in play; the host ticks who won a chip at the table and records the stacks after it.
 */
export function ChipRaceCard({ tournament, act, pending }: HostPanelProps) {
  const [winners, setWinners] = useState<string[]>([]);
  const colourUp = currentBreak(tournament)?.colourUp;
  if (!colourUp) return null;
  const active = tournament.players.filter((p) => p.status === 'active');
  const stacks = active.map((p) => ({ playerId: p.id, chips: p.chipCount }));
  const probe = chipRace({ stacks, next: colourUp.next });
  const race = chipRace({ stacks, next: colourUp.next, raceOrder: winners.slice(0, probe.chipsAwarded) });
  const before = stacks.reduce((n, s) => n + s.chips, 0);
  const name = (id: string) => active.find((p) => p.id === id)?.name ?? '';
  return (
    <section aria-labelledby="chip-race-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="chip-race-title" className="font-semibold">
        Chip race: colour up the {colourUp.remove}s
      </h2>
      <p className="text-sm text-stone-700" data-testid="chip-race-summary">
        Odd chips {chips(race.oddChips)}: {race.chipsAwarded} chip(s) of {chips(colourUp.next)} raced, one at
        most per player. Chips in play {chips(before)} → {chips(before + race.rounding)} (rounding{' '}
        {race.rounding >= 0 ? '+' : ''}
        {chips(race.rounding)}).
      </p>
      <ul className="mt-2 divide-y divide-amber-200 text-sm">
        {race.stacks.map((s) => (
          <li key={s.playerId} className="flex flex-wrap items-center justify-between gap-2 py-1">
            <label htmlFor={`race-${s.playerId}`} className="flex items-center gap-2">
              <Checkbox
                id={`race-${s.playerId}`}
                disabled={s.before % colourUp.next === 0}
                checked={winners.includes(s.playerId)}
                onChange={(e) =>
                  setWinners((w) =>
                    e.target.checked ? [...w, s.playerId] : w.filter((x) => x !== s.playerId),
                  )
                }
              />
              {name(s.playerId)} won a chip
            </label>
            <span className="tabular-nums">
              {chips(s.before)} → {chips(s.after)}
              {s.keptInPlay ? ' (kept in with one chip)' : ''}
            </span>
          </li>
        ))}
      </ul>
      <Button
        className="mt-2"
        size="sm"
        disabled={pending}
        onClick={() =>
          act('chips', { chips: race.stacks.map((s) => ({ playerId: s.playerId, chipCount: s.after })) })
        }
      >
        Record stacks after the race
      </Button>
    </section>
  );
}
