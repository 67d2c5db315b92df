/** The date parts in numbers, year first ("2026-11-26" in a locale that writes ISO dates). */
export const isoDateParts = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
/** The date in words ("Thursday, November 26, 2026"). */
export const longDateParts = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const;
/** The time on the clock ("7:00 PM"). */
export const clockParts = { hour: 'numeric', minute: '2-digit' } as const;

/** An instant as a reader in `timeZone` sees it, written with these parts in the locale's way. */
export const inTimeZone = (at: Date, timeZone: string, parts: Intl.DateTimeFormatOptions, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { timeZone, ...parts }).format(at);

/** A game's date and time as its players read it: in the game's time zone, with the zone named. */
export const localWhen = (at: Date, timeZone: string) =>
  inTimeZone(at, timeZone, { ...longDateParts, ...clockParts, timeZoneName: 'short' });
