import { type ClockData, indexOfBlindLevel, type Tournament, timeToNextBreak } from '@pokerhome/domain';
import { cn } from '@/lib/cn.ts';
import { formatMoney } from '@/lib/format.ts';
import { formatClock } from '../hooks/use-countdown.ts';
import { chips } from '../utils/format.ts';

/**
 * The tournament director's figures beside the TV's clock, each shown once on the TV: players left
 * of entrants, prize pool, average stack, time to the next break, chips in play, chip leader,
 * rebuys and add-ons, the level's length (the server's `figures`, one money and chip truth, never
 * recomputed here). Labels 36 px and values 48 px at 1080p: 1/30 and 1/22 of the screen's height,
 * read from 4-5 m on a 55" screen (docs/tournament.md, "The TV").
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
  const items: { label: string; value: string; id: string; wide?: boolean }[] = [
    { label: 'Players', value: `${f.playersLeft} of ${f.entrants}`, id: 'tv-players' },
    { label: 'Average stack', value: chips(f.averageStack), id: 'tv-average' },
    {
      label: f.projected ? 'Prize pool (projected)' : 'Prize pool',
      value: formatMoney(f.prizePoolCents, tournament.currency),
      id: 'tv-pool',
    },
    { label: 'Next break', value: toBreak === null ? '—' : formatClock(toBreak), id: 'tv-next-break' },
    { label: 'Chips in play', value: chips(f.chipsInPlay), id: 'tv-chips-in-play' },
    { label: 'Level length', value: `${tournament.levels[index]?.duration ?? 0} min`, id: 'tv-level-length' },
    {
      label: 'Chip leader',
      value: f.chipLeader ? `${f.chipLeader.name} · ${chips(f.chipLeader.chips)}` : '—',
      id: 'tv-leader',
      wide: true,
    },
    {
      label: 'Rebuys · add-ons',
      value: entries.length ? entries.join(' · ') : 'None yet',
      id: 'tv-entries',
      wide: true,
    },
  ];
  // A bounty tournament: the money riding on heads, and the biggest head (docs/tournament.md, "Bounties").
  const heads = tournament.players.filter((p) => p.status === 'active' && p.bountyCents > 0);
  if (f.bountiesOnHeadsCents > 0 || f.bountiesPaidCents > 0) {
    const top = heads.reduce<(typeof heads)[number] | null>(
      (a, p) => (a && a.bountyCents >= p.bountyCents ? a : p),
      null,
    );
    items.push({
      label: 'Bounties on heads',
      value: `${formatMoney(f.bountiesOnHeadsCents, tournament.currency)}${top ? ` · top ${top.name} ${formatMoney(top.bountyCents, tournament.currency)}` : ''}`,
      id: 'tv-bounties',
      wide: true,
    });
  }
  return (
    <dl className="grid grid-cols-2 gap-x-8 gap-y-3">
      {items.map(({ label, value, id, wide }) => (
        <div key={id} className={cn('min-w-0', wide && 'col-span-2')}>
          <dt className="text-4xl text-felt-200">{label}</dt>
          <dd className="truncate text-5xl leading-tight font-bold text-felt-50" data-testid={id}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
