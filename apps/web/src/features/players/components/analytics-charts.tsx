import type { ParticipationMonth } from '@pokerhome/domain';
import { dateTimeFormat } from '@/lib/format.ts';

const monthLabel = (month: string) =>
  dateTimeFormat({ month: 'short', timeZone: 'UTC' })?.format(new Date(`${month}-01T00:00:00Z`)) ?? month;

const width = 640;
const height = 220;
const pad = { top: 16, right: 12, bottom: 28, left: 36 };
const plotW = width - pad.left - pad.right;
const plotH = height - pad.top - pad.bottom;

const series = [
  { key: 'invited', label: 'Invited', className: 'fill-stone-300' },
  { key: 'accepted', label: 'Accepted', className: 'fill-felt-500' },
  { key: 'attended', label: 'Attended', className: 'fill-felt-800' },
] as const;

/** Attendance per month: invited, accepted and attended side by side (SVG, no chart library). */
export function AttendanceChart({ months }: { months: ParticipationMonth[] }) {
  const max = Math.max(1, ...months.map((m) => m.invited));
  const slot = plotW / months.length;
  const bar = Math.max(2, (slot - 6) / series.length);
  const y = (v: number) => pad.top + plotH - (v / max) * plotH;
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label="Attendance per month" className="w-full">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(max * f)}
              y2={y(max * f)}
              className="stroke-stone-200"
            />
            <text x={pad.left - 6} y={y(max * f) + 4} textAnchor="end" className="fill-stone-500 text-[10px]">
              {Math.round(max * f)}
            </text>
          </g>
        ))}
        {months.map((m, i) => (
          <g key={m.month}>
            {series.map((s, j) => (
              <rect
                key={s.key}
                x={pad.left + i * slot + 3 + j * bar}
                y={y(m[s.key])}
                width={bar - 1}
                height={pad.top + plotH - y(m[s.key])}
                className={s.className}
              >
                <title>{`${monthLabel(m.month)}: ${m[s.key]} ${s.label.toLowerCase()}`}</title>
              </rect>
            ))}
            <text
              x={pad.left + i * slot + slot / 2}
              y={height - 8}
              textAnchor="middle"
              className="fill-stone-600 text-[10px]"
            >
              {monthLabel(m.month)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-stone-600">
        {series.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1">
            <svg viewBox="0 0 10 10" className="size-3" aria-hidden>
              <rect width="10" height="10" className={s.className} />
            </svg>
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** Acceptance rate per month as a line; months without invitations leave a gap. */
export function AcceptanceChart({ months }: { months: ParticipationMonth[] }) {
  const slot = plotW / months.length;
  const x = (i: number) => pad.left + i * slot + slot / 2;
  const y = (rate: number) => pad.top + plotH - (rate / 100) * plotH;
  const segments: string[] = [];
  let current = '';
  months.forEach((m, i) => {
    if (m.invited === 0) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${x(i).toFixed(1)},${y(m.acceptanceRate).toFixed(1)}`;
  });
  if (current) segments.push(current);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label="Acceptance rate per month"
      className="w-full"
    >
      {[0, 50, 100].map((r) => (
        <g key={r}>
          <line x1={pad.left} x2={width - pad.right} y1={y(r)} y2={y(r)} className="stroke-stone-200" />
          <text x={pad.left - 6} y={y(r) + 4} textAnchor="end" className="fill-stone-500 text-[10px]">
            {r}%
          </text>
        </g>
      ))}
      {segments.map((d) => (
        <path key={d} d={d} className="fill-none stroke-felt-700" strokeWidth={2} />
      ))}
      {months.map((m, i) => (
        <g key={m.month}>
          {m.invited > 0 && (
            <circle cx={x(i)} cy={y(m.acceptanceRate)} r={3.5} className="fill-felt-700">
              <title>{`${monthLabel(m.month)}: ${m.acceptanceRate}% of ${m.invited} accepted`}</title>
            </circle>
          )}
          <text x={x(i)} y={height - 8} textAnchor="middle" className="fill-stone-600 text-[10px]">
            {monthLabel(m.month)}
          </text>
        </g>
      ))}
    </svg>
  );
}
