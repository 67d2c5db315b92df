/**
 * How the web shows money and time: one place, in the reader's locale. Money travels as integer cents
 * (docs/api.md) and is formatted only here, at the edge.
 */

/** An amount of integer cents in its currency, e.g. 2050 USD → "$20.50". */
export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** An amount still sent in whole units (a game's buy-in), shown as `formatMoney` shows cents. */
export const formatAmount = (amount: number, currency: string) =>
  formatMoney(Math.round(amount * 100), currency);

/**
 * A date and time, e.g. "Mar 3, 2025, 9:41 PM", in the given time zone (the user's profile zone);
 * a zone this browser does not know falls back to its own, still the right instant.
 */
export function formatDateTime(iso: string, timeZone?: string, style: 'medium' | 'short' = 'medium'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: style, timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(date);
  }
}

/** A date alone, e.g. "Mar 3, 2025". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
}
