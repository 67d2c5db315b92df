import type { Currency } from '@pokerhome/domain';
import { dateTimeFormat, formatMoney, numberFormat } from '@/lib/format.ts';

/** Points with up to 2 decimals, as the server rounds them per event. */
export function formatPoints(points: number): string {
  return numberFormat({ maximumFractionDigits: 2 })?.format(points) ?? String(points);
}

/** Net winnings from cents; null (the public link) shows a dash. */
export function formatNet(cents: number | null, currency: Currency): string {
  if (cents === null) return '—';
  const text = formatMoney(cents, currency);
  return cents > 0 ? `+${text}` : text;
}

export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${numberFormat({ maximumFractionDigits: 1 })?.format(value) ?? value}%`;
}

export { ordinal } from '@/lib/format.ts';

/** A season's dates as "Jan 5 – Jun 30, 2027" (date-only strings read as calendar dates). */
export function formatSeasonDates(startsOn: string, endsOn: string): string {
  const format = dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' });
  const day = (date: string) => format?.format(new Date(`${date}T00:00:00Z`)) ?? date;
  return `${day(startsOn)} – ${day(endsOn)}`;
}
