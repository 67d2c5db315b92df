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

/** "1st", "2nd", "11th"… for finishes and ranks. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A season's dates as "Jan 5 – Jun 30, 2027" (date-only strings read as calendar dates). */
export function formatSeasonDates(startsOn: string, endsOn: string): string {
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
  return `${format.format(new Date(`${startsOn}T00:00:00Z`))} – ${format.format(new Date(`${endsOn}T00:00:00Z`))}`;
}
