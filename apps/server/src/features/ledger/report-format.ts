/** Formatting shared by the PDF and CSV reports. */
import { clockParts, inTimeZone, isoDateParts } from '../../lib/local-time.ts';

/** "$1,234.50" in the game's currency (the app displays dollars by default). */
export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

/** "1234.50": a plain number a spreadsheet reads as one. */
export const decimal = (cents: number) => (cents / 100).toFixed(2);

/** YYYY-MM-DD of an instant in a time zone. */
export const isoDay = (at: Date, timeZone: string) => inTimeZone(at, timeZone, isoDateParts, 'en-CA');

/** "Thursday, November 26, 2026 at 7:00 PM" in the reader's time zone. */
export const longDate = (at: Date, timeZone: string) =>
  inTimeZone(at, timeZone, { dateStyle: 'full', timeStyle: 'short' });

/** "Nov 26, 7:00 PM" in the reader's time zone. */
export const shortTime = (at: Date, timeZone: string) =>
  inTimeZone(at, timeZone, { month: 'short', day: 'numeric', ...clockParts });

/** A file name from a game's name: ASCII, lower case, dashes; never empty. */
export function fileSlug(name: string) {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'game';
}

/** Content-Disposition for a download; the name is already ASCII (fileSlug). */
export const attachment = (filename: string) => `attachment; filename="${filename}"`;

/**
 * One CSV cell (RFC 4180). Free text that a spreadsheet would run as a formula (=, +, -, @) gets a
 * leading apostrophe: a player named "=HYPERLINK(…)" stays a name.
 */
export function csvCell(value: string | number | null, options: { text?: boolean } = {}) {
  if (value === null) return '';
  let s = String(value);
  if (options.text && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** Rows to CSV text with CRLF line ends and a BOM, so spreadsheet programs read UTF-8 names right. */
export const csvText = (rows: (string | number | null)[][], textColumns: ReadonlySet<number> = new Set()) =>
  `\uFEFF${rows.map((r) => r.map((v, i) => csvCell(v, { text: textColumns.has(i) })).join(',')).join('\r\n')}\r\n`;
