import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeRecurrence,
  nthWeekdayOf,
  occurrenceDates,
  occurrenceGameName,
  seriesMaxOccurrences,
} from './occurrences.ts';
import { toLocal, zonedInstant } from './zoned-time.ts';

const dayMs = 86_400_000;
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
const weekday = (d: string) => new Date(ms(d)).getUTCDay();
const arbDate = fc
  .integer({ min: ms('2026-01-01') / dayMs, max: ms('2032-12-31') / dayMs })
  .map((n) => new Date(n * dayMs).toISOString().slice(0, 10));
const arbRule = fc.record({
  frequency: fc.constantFrom('weekly' as const, 'biweekly' as const, 'monthly' as const),
  startDate: arbDate,
  end: fc.oneof(fc.record({ count: fc.integer({ min: 1, max: 150 }) }), fc.record({ until: arbDate })),
});

describe('occurrenceDates', () => {
  it('weekly and every other week: the start date, then 7 or 14 days on', () => {
    expect(occurrenceDates({ frequency: 'weekly', startDate: '2027-03-04', end: { count: 3 } })).toEqual([
      '2027-03-04',
      '2027-03-11',
      '2027-03-18',
    ]);
    expect(
      occurrenceDates({ frequency: 'biweekly', startDate: '2027-03-04', end: { until: '2027-04-01' } }),
    ).toEqual(['2027-03-04', '2027-03-18', '2027-04-01']);
  });

  it('monthly on the nth weekday: the 2nd Thursday, and the last Friday for a fifth', () => {
    expect(occurrenceDates({ frequency: 'monthly', startDate: '2027-01-14', end: { count: 4 } })).toEqual([
      '2027-01-14',
      '2027-02-11',
      '2027-03-11',
      '2027-04-08',
    ]);
    expect(describeRecurrence({ frequency: 'monthly', startDate: '2027-01-14' })).toBe(
      'Monthly on the 2nd Thursday',
    );
    // 29 January 2027 is the fifth Friday: the series meets on the last Friday of each month.
    expect(occurrenceDates({ frequency: 'monthly', startDate: '2027-01-29', end: { count: 3 } })).toEqual([
      '2027-01-29',
      '2027-02-26',
      '2027-03-26',
    ]);
    expect(describeRecurrence({ frequency: 'biweekly', startDate: '2027-01-29' })).toBe('Every other Friday');
  });

  it('holds for any rule: ordered, same weekday, right spacing, within the end', () => {
    fc.assert(
      fc.property(arbRule, (rule) => {
        const dates = occurrenceDates(rule);
        expect(dates[0] === rule.startDate || ('until' in rule.end && rule.end.until < rule.startDate)).toBe(
          true,
        );
        const max =
          'count' in rule.end ? Math.min(rule.end.count, seriesMaxOccurrences) : seriesMaxOccurrences;
        expect(dates.length).toBeLessThanOrEqual(max);
        if ('count' in rule.end) expect(dates.length).toBe(max);
        for (const [i, d] of dates.entries()) {
          expect(weekday(d)).toBe(weekday(rule.startDate));
          if ('until' in rule.end) expect(d <= rule.end.until).toBe(true);
          if (rule.frequency === 'monthly') {
            const nth = nthWeekdayOf(rule.startDate);
            // "Last" may be the 4th or the 5th of that weekday: a week on is next month.
            if (nth === -1) expect(new Date(ms(d) + 7 * dayMs).getUTCDate()).toBeLessThanOrEqual(7);
            else expect(nthWeekdayOf(d)).toBe(nth);
          }
          if (i === 0) continue;
          const gap = (ms(d) - ms(dates[i - 1]!)) / dayMs;
          if (rule.frequency === 'weekly') expect(gap).toBe(7);
          else if (rule.frequency === 'biweekly') expect(gap).toBe(14);
          else expect(gap === 28 || gap === 35).toBe(true);
        }
      }),
    );
  });
});

describe('zonedInstant', () => {
  it('keeps 19:30 in New York across the March and November changes', () => {
    const before = zonedInstant('2027-03-11', '19:30', 'America/New_York');
    const after = zonedInstant('2027-03-18', '19:30', 'America/New_York');
    expect(before.toISOString()).toBe('2027-03-12T00:30:00.000Z'); // EST, UTC-5
    expect(after.toISOString()).toBe('2027-03-18T23:30:00.000Z'); // EDT, UTC-4
    expect(zonedInstant('2027-11-11', '19:30', 'America/New_York').toISOString()).toBe(
      '2027-11-12T00:30:00.000Z',
    );
  });

  it('moves a time the spring change skips forward, and takes the first of an autumn time', () => {
    expect(zonedInstant('2027-03-14', '02:30', 'America/New_York').toISOString()).toBe(
      '2027-03-14T07:30:00.000Z', // reads 03:30 EDT
    );
    expect(zonedInstant('2027-11-07', '01:30', 'America/New_York').toISOString()).toBe(
      '2027-11-07T05:30:00.000Z', // 01:30 EDT, not EST
    );
  });

  it('reads back as the same local date and time in any zone, outside a spring gap', () => {
    const zones = ['America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];
    fc.assert(
      fc.property(
        arbDate,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom(...zones),
        (date, h, mi, zone) => {
          const time = `${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`;
          const at = zonedInstant(date, time, zone);
          const back = toLocal(at, zone);
          if (back.date !== date || back.time !== time) {
            // Only a skipped hour may differ, and then by moving forward less than two hours.
            const drift = Date.parse(`${back.date}T${back.time}:00Z`) - Date.parse(`${date}T${time}:00Z`);
            expect(drift).toBeGreaterThan(0);
            expect(drift).toBeLessThanOrEqual(2 * 3_600_000);
          }
        },
      ),
    );
  });
});

describe('occurrenceGameName', () => {
  it('names each night by its number and date, keeping both under the name limit', () => {
    expect(occurrenceGameName('League Night', 3, '2027-03-18')).toBe('League Night #3 (Thu, Mar 18)');
    const long = occurrenceGameName('x'.repeat(120), 12, '2027-12-02');
    expect(long).toHaveLength(100);
    expect(long.endsWith(' #12 (Thu, Dec 2)')).toBe(true);
  });
});
