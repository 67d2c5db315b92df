import type { Currency } from '@pokerhome/domain';
import { formatMoney } from '@/lib/format.ts';

/** Points with up to 2 decimals, as the server rounds them per event. */
export function formatPoints(points: number): string {
  return new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(points);
}

/** Net winnings from cents; null (the public link) shows a dash. */
export function formatNet(cents: number | null, currency: Currency): string {
  if (cents === null) return '—';
  const text = formatMoney(cents, currency);
  return cents > 0 ? `+${text}` : text;
}

export function formatPercent(value: number | null): string {
  return value === null
    ? '—'
    : `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(value)}%`;
}

export { ordinal } from '@/lib/format.ts';

/** A season's dates as "Jan 5 – Jun 30, 2027" (date-only strings read as calendar dates). */
export function formatSeasonDates(startsOn: string, endsOn: string): string {
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
  return `${format.format(new Date(`${startsOn}T00:00:00Z`))} – ${format.format(new Date(`${endsOn}T00:00:00Z`))}`;
}
