import { type ClockData, indexOfBlindLevel, type Tournament, timeToNextBreak } from '@pokerhome/domain';
import { formatClock } from '../hooks/use-countdown.ts';
import { chips, money } from '../utils/format.ts';

/**
 * The tournament director's figures beside the TV's clock: players left of entrants, prize pool,
 * chips in play, average stack, chip leader, rebuys and add-ons (the server's `figures`, one money
 * and chip truth, never recomputed here) and the time to the next scheduled break.
 */
export function TvFigures({
  tournament,
  clock,
  remainingMs,
}: {
  tournament: Tournament;
  clock: ClockData;
  remainingMs: number;
}) {
  const f = tournament.figures;
  const index = indexOfBlindLevel(tournament.levels, clock.currentLevel);
  const toBreak = clock.isOnBreak ? null : timeToNextBreak(tournament.levels, index, remainingMs);
  const entries = [
    f.rebuys ? `${f.rebuys} rebuy${f.rebuys === 1 ? '' : 's'}` : null,
    f.addOns ? `${f.addOns} add-on${f.addOns === 1 ? '' : 's'}` : null,
    f.reEntries ? `${f.reEntries} re-entr${f.reEntries === 1 ? 'y' : 'ies'}` : null,
  ].filter(Boolean);
  const items: [string, string, string][] = [
    ['Players', `${f.playersLeft} of ${f.entrants}`, 'tv-players'],
    [
      f.projected ? 'Prize pool (projected)' : 'Prize pool',
      money(f.prizePoolCents / 100, tournament.currency),
      'tv-pool',
    ],
    ['Chips in play', chips(f.chipsInPlay), 'tv-chips-in-play'],
    ['Average stack', chips(f.averageStack), 'tv-average'],
    ['Chip leader', f.chipLeader ? `${f.chipLeader.name} · ${chips(f.chipLeader.chips)}` : '—', 'tv-leader'],
    ['Rebuys · add-ons', entries.length ? entries.join(' · ') : 'None yet', 'tv-entries'],
    ['Next break', toBreak === null ? '—' : formatClock(toBreak), 'tv-next-break'],
    ['Level length', `${tournament.levels[index]?.duration ?? 0} min`, 'tv-level-length'],
  ];
  // A bounty tournament: the money riding on heads, and the biggest head (docs/tournament.md, "Bounties").
  const heads = tournament.players.filter((p) => p.status === 'active' && p.bountyCents > 0);
  if (f.bountiesOnHeadsCents > 0 || f.bountiesPaidCents > 0) {
    const top = heads.reduce<(typeof heads)[number] | null>(
      (a, p) => (a && a.bountyCents >= p.bountyCents ? a : p),
      null,
    );
    items.push([
      'Bounties on heads',
      `${money(f.bountiesOnHeadsCents / 100, tournament.currency)}${top ? ` · top ${top.name} ${money(top.bountyCents / 100, tournament.currency)}` : ''}`,
      'tv-bounties',
    ]);
  }
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
      {items.map(([label, value, id]) => (
        <div key={id}>
          <dt className="text-2xl text-felt-200">{label}</dt>
          <dd className="text-4xl font-bold break-words text-felt-50" data-testid={id}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
