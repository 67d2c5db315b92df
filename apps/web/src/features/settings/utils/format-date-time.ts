/** A date and time in the user's own time zone (their profile's), e.g. "Mar 3, 2025, 9:41 PM". */
export function formatDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone }).format(date);
  } catch {
    // A zone this browser does not know: its own zone is still a correct instant.
    return new Intl.DateTimeFormat(undefined, options).format(date);
  }
}
