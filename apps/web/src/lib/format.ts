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

/** A gain or a loss with its sign, e.g. "+$22.00", "−$20.00" (a result, a net). */
export function formatSignedAmount(amount: number, currency: string): string {
  const text = formatAmount(Math.abs(amount), currency);
  return amount > 0 ? `+${text}` : amount < 0 ? `−${text}` : text;
}

/** "1st", "2nd", "11th"… for finishes and ranks. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

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
