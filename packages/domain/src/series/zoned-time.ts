/**
 * Wall-clock time in a named time zone, with the platform's Intl data only (docs/reach.md, "Series").
 * A game's time zone is its host's; a series keeps its local time of day across daylight-saving
 * changes, so occurrences are computed as local dates and turned into instants here.
 */

export type LocalDate = string; // YYYY-MM-DD
export type LocalTime = string; // HH:MM, 24 h

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
export function localParts(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date (YYYY-MM-DD) and time (HH:MM) of an instant in a zone. */
export function toLocal(at: Date, timeZone: string): { date: LocalDate; time: LocalTime } {
  const p = localParts(at, timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(at: Date, timeZone: string) {
  const p = localParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a local date and time happen in a zone. A time skipped by a spring-forward change
 * (02:30 on the night clocks jump to 03:00) moves forward by the gap; a time that happens twice in
 * the autumn takes the first (daylight) one.
 */
export function zonedInstant(date: LocalDate, time: LocalTime, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offsets half a day either side bracket any change that night.
  const before = wall - offsetMinutes(new Date(wall - 43_200_000), timeZone) * 60_000;
  const after = wall - offsetMinutes(new Date(wall + 43_200_000), timeZone) * 60_000;
  const reads = (at: number) => {
    const l = toLocal(new Date(at), timeZone);
    return l.date === date && l.time === time;
  };
  const valid = [before, after].filter(reads);
  // Twice in the autumn: the earlier; never in the spring: the offset before the change, which reads
  // as the wall time moved forward by the gap.
  return new Date(valid.length ? Math.min(...valid) : before);
}

/** Whether a string names a time zone the platform knows. */
export function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
