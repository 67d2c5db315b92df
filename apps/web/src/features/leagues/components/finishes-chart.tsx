import type { SeasonPlayer } from '@pokerhome/domain';
import { dateTimeFormat } from '@/lib/format.ts';
import { ordinal } from '../utils/format.ts';

const width = 640;
const height = 220;
const pad = { top: 16, right: 20, bottom: 36, left: 48 };
const plotW = width - pad.left - pad.right;
const plotH = height - pad.top - pad.bottom;

const shortDate = (iso: string) =>
  dateTimeFormat({ month: 'short', day: 'numeric' })?.format(new Date(iso)) ?? iso;

/**
 * Finishes over the season, 1st at the top; each column's grey bar is the field, so a 3rd of 12
 * reads differently from a 3rd of 4. Hand-drawn SVG like the players' analytics charts
 * (docs/decisions: no chart library); the label reads the series for screen readers.
 */
export function FinishesChart({ events }: { events: SeasonPlayer['events'] }) {
  if (events.length === 0) return <p className="text-sm text-stone-600">No events played yet.</p>;
  const maxField = Math.max(2, ...events.map((e) => e.entrants));
  const slot = plotW / events.length;
  const x = (i: number) => pad.left + i * slot + slot / 2;
  // Finish 1 at the top, the largest field at the bottom.
  const y = (finish: number) => pad.top + ((finish - 1) / (maxField - 1)) * plotH;
  const line = events
    .map((e, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(e.finish).toFixed(1)}`)
    .join('');
  const ticks = [...new Set([1, Math.ceil(maxField / 2), maxField])];
  const label = `Finishes over time: ${events.map((e) => `${ordinal(e.finish)} of ${e.entrants}`).join(', ')}`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className="max-h-80 w-full">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={pad.left} x2={width - pad.right} y1={y(t)} y2={y(t)} className="stroke-stone-200" />
          <text x={pad.left - 6} y={y(t) + 4} textAnchor="end" className="fill-stone-600 text-[13px]">
            {ordinal(t)}
          </text>
        </g>
      ))}
      {events.map((e, i) => (
        <rect
          key={`field-${e.gameId}`}
          x={x(i) - 3}
          y={y(1)}
          width={6}
          height={y(e.entrants) - y(1)}
          rx={3}
          className="fill-stone-200"
        />
      ))}
      <path d={line} className="fill-none stroke-felt-700" strokeWidth={2.5} />
      {events.map((e, i) => (
        <g key={e.gameId}>
          <circle
            cx={x(i)}
            cy={y(e.finish)}
            r={5}
            className={e.finish === 1 ? 'fill-chip-500' : 'fill-felt-700'}
          >
            <title>{`${e.gameName}: ${ordinal(e.finish)} of ${e.entrants}`}</title>
          </circle>
          <text x={x(i)} y={height - 12} textAnchor="middle" className="fill-stone-600 text-[13px]">
            {events.length > 8 ? i + 1 : `${i + 1} · ${shortDate(e.date)}`}
          </text>
        </g>
      ))}
    </svg>
  );
}
