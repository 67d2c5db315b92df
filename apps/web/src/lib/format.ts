/**
 * How the web shows money and time: one place, in the reader's locale. Money travels as integer cents
 * (docs/api.md) and is formatted only here, at the edge.
 */

/**
 * One formatter per set of options, made on first use and kept: making an `Intl` formatter costs far
 * more than using one, and a list page formats hundreds of amounts and dates (on a phone it was the
 * largest of the app's own costs while the dashboard rendered: docs/performance.md, "On the phone").
 * Options this browser refuses (an unknown currency or time zone) are remembered as `null`. Screens
 * format through these two (or the functions below); the one `new Intl...` elsewhere is the time
 * zone picker's offsets, in en-US, made once per zone (features/settings/utils/time-zones.ts).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | null>();
function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F | null {
  let known = formatters.get(key);
  if (known === undefined) {
    try {
      known = make();
    } catch {
      known = null;
    }
    formatters.set(key, known);
  }
  return known as F | null;
}
/** The reader's locale's number formatter for these options, or null if the browser refuses them. */
export const numberFormat = (options: Intl.NumberFormatOptions = {}) =>
  kept(`number ${JSON.stringify(options)}`, () => new Intl.NumberFormat(undefined, options));
/** The reader's locale's date formatter for these options, or null if the browser refuses them. */
export const dateTimeFormat = (options: Intl.DateTimeFormatOptions) =>
  kept(`date ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(undefined, options));

/**
 * Makes a first date and a first money formatter ahead of need: main.tsx calls it at start on a
 * signed-in visit, while the page's chunks download. The first `Intl` formatter of a kind loads the
 * locale's data, 13 to 34 ms here and 4 times that on a phone; the later ones, whatever their time
 * zone or currency, take a fraction of a millisecond. Otherwise that cost lands in the first render
 * of a page of dates, its longest task (docs/performance.md, "On the phone").
 */
export function warmUpFormatters(): void {
  dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' })?.format(0);
  numberFormat({ style: 'currency', currency: 'USD' })?.format(0);
}

/** An amount of integer cents in its currency, e.g. 2050 USD → "$20.50". */
export function formatMoney(cents: number, currency: string): string {
  const money = numberFormat({ style: 'currency', currency });
  return money ? money.format(cents / 100) : `${(cents / 100).toFixed(2)} ${currency}`;
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
  // A zone this browser does not know: its own zone, still the right instant.
  const formatted = dateTimeFormat({ ...options, timeZone }) ?? dateTimeFormat(options);
  return formatted ? formatted.format(date) : date.toISOString();
}

/** A date alone, e.g. "Mar 3, 2025". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  const dateOnly = dateTimeFormat({ dateStyle: 'medium' });
  return Number.isNaN(date.getTime()) || !dateOnly ? iso : dateOnly.format(date);
}
