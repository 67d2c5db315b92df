import type { LocalDate } from './zoned-time.ts';

/** How often a series meets (docs/reach.md, "Series"). */
export const seriesFrequencies = ['weekly', 'biweekly', 'monthly'] as const;
export type SeriesFrequency = (typeof seriesFrequencies)[number];

export type SeriesEnd = { until: LocalDate } | { count: number };

export type Recurrence = {
  frequency: SeriesFrequency;
  /** The first occurrence's local date; the weekday (and for monthly, which one of the month) comes from it. */
  startDate: LocalDate;
  end: SeriesEnd;
};

/** The most occurrences one series may have. */
export const seriesMaxOccurrences = 104;

const dayMs = 86_400_000;
const parse = (d: LocalDate) => {
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, day);
};
const format = (ms: number): LocalDate => new Date(ms).toISOString().slice(0, 10);

/** Which of its weekday in the month a date is: 1..4, or -1 for the last (a fifth is always the last). */
export function nthWeekdayOf(date: LocalDate): 1 | 2 | 3 | 4 | -1 {
  const day = new Date(parse(date)).getUTCDate();
  const nth = Math.ceil(day / 7);
  return nth >= 5 ? -1 : (nth as 1 | 2 | 3 | 4);
}

/** The nth (or last, -1) given weekday of a month (month 0-based), as a UTC-midnight time. */
function nthWeekdayInMonth(year: number, month: number, weekday: number, nth: number) {
  if (nth === -1) {
    const last = Date.UTC(year, month + 1, 0);
    const back = (new Date(last).getUTCDay() - weekday + 7) % 7;
    return last - back * dayMs;
  }
  const first = Date.UTC(year, month, 1);
  const ahead = (weekday - new Date(first).getUTCDay() + 7) % 7;
  return first + (ahead + (nth - 1) * 7) * dayMs;
}

const ordinals = ['', '1st', '2nd', '3rd', '4th'];
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Every Thursday", "Every other Thursday", "Monthly on the 2nd Thursday", "Monthly on the last Friday". */
export function describeRecurrence(rule: Pick<Recurrence, 'frequency' | 'startDate'>) {
  const weekday = weekdays[new Date(parse(rule.startDate)).getUTCDay()]!;
  if (rule.frequency === 'weekly') return `Every ${weekday}`;
  if (rule.frequency === 'biweekly') return `Every other ${weekday}`;
  const nth = nthWeekdayOf(rule.startDate);
  return `Monthly on the ${nth === -1 ? 'last' : ordinals[nth]} ${weekday}`;
}

/**
 * The local dates of a series, in order: the nth occurrence (0-based) is the start date plus n weeks
 * (weekly), 2n weeks (every other week), or the same nth weekday n months on (monthly). Ends at the
 * `until` date (inclusive) or after `count` occurrences, and never past `seriesMaxOccurrences`.
 * Pure date arithmetic on calendar dates: the time of day and the time zone are applied later
 * (`zonedInstant`), which keeps the local time steady across daylight-saving changes.
 */
export function occurrenceDates(rule: Recurrence): LocalDate[] {
  const start = parse(rule.startDate);
  const limit = Math.min('count' in rule.end ? rule.end.count : seriesMaxOccurrences, seriesMaxOccurrences);
  const until = 'until' in rule.end ? parse(rule.end.until) : Number.POSITIVE_INFINITY;
  const s = new Date(start);
  const nth = nthWeekdayOf(rule.startDate);
  const dates: LocalDate[] = [];
  for (let n = 0; dates.length < limit; n++) {
    const at =
      rule.frequency === 'monthly'
        ? nthWeekdayInMonth(s.getUTCFullYear(), s.getUTCMonth() + n, s.getUTCDay(), nth)
        : start + n * (rule.frequency === 'weekly' ? 7 : 14) * dayMs;
    if (at > until) break;
    dates.push(format(at));
  }
  return dates;
}

/**
 * A series night's own name (issue 28): the series' name, its number in the series and its date,
 * "League Night #3 (Fri, Dec 11)", so nights are told apart in lists, mails and results. Cut to
 * the game name's limit from the series' name, never from the number or the date.
 */
export function occurrenceGameName(seriesName: string, number: number, date: LocalDate, maxLength = 100) {
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(parse(date));
  // ASCII only: the name goes into mail subjects as it is.
  const suffix = ` #${number} (${day})`;
  return `${seriesName.slice(0, Math.max(1, maxLength - suffix.length)).trimEnd()}${suffix}`;
}
