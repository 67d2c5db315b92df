import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import { inTimeZone, isoDateParts } from '../../lib/local-time.ts';

export type CalendarGame = {
  id: string;
  name: string;
  description: string;
  scheduledDate: Date;
  locationName: string;
  locationAddress: string;
  status: string;
  timeZone: string;
  /** RFC 5545 SEQUENCE: raised by the database when the start, the place or the cancellation changes. */
  calendarSequence: number;
  updatedAt: Date;
};

/** What a calendar shows of a game row, in the zone it is shown in (the host's). */
export const calendarGameOf = (game: Omit<CalendarGame, 'timeZone'>, timeZone: string): CalendarGame => ({
  id: game.id,
  name: game.name,
  description: game.description,
  scheduledDate: game.scheduledDate,
  locationName: game.locationName,
  locationAddress: game.locationAddress,
  status: game.status,
  timeZone,
  calendarSequence: game.calendarSequence,
  updatedAt: game.updatedAt,
});

/** The wall-clock time in a zone, without offset ("2026-03-27T19:30:00"), as DTSTART;TZID wants it. */
export const wallClock = (at: Date, timeZone: string) =>
  inTimeZone(
    at,
    timeZone,
    { ...isoDateParts, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
    'sv-SE',
  ).replace(' ', 'T');

/**
 * A TEXT value as RFC 5545 (3.3.11) writes it: backslash, semicolon and comma escaped, a line break
 * as `\n`. ical-generator escapes the events' fields itself but writes the calendar's NAME and
 * X-WR-CALNAME as given, and a game's name becomes the name of its .ics (docs/reach.md).
 */
export const icsText = (value: string) =>
  value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/** How long a game is shown as lasting in a calendar; games have no end time of their own. */
const gameLengthMs = 4 * 60 * 60_000;

/**
 * The VTIMEZONE of each zone, placed after the calendar's own properties and before its first
 * component, as RFC 5545 section 3.4 orders them. ical-generator would write them before its
 * REFRESH-INTERVAL and X-PUBLISHED-TTL, so they are added here instead.
 */
function withTimeZones(text: string, zones: string[]) {
  const blocks = [...new Set(zones)]
    .map((zone) => getVtimezoneComponent(zone)?.trim().replace(/\r?\n/g, '\r\n'))
    .filter(Boolean)
    .map((block) => `${block}\r\n`)
    .join('');
  const first = text.search(/^BEGIN:(?!VCALENDAR)/m);
  const at = first === -1 ? text.lastIndexOf('END:VCALENDAR') : first;
  return text.slice(0, at) + blocks + text.slice(at);
}

/**
 * One VEVENT per game, in the game's time zone: DTSTART carries a TZID and the calendar holds the
 * matching VTIMEZONE (with its daylight-saving rules), so a calendar app shows the local time the
 * host chose on either side of a clock change. A cancelled game stays, with STATUS:CANCELLED, so a
 * calendar that imported it removes it; SEQUENCE and LAST-MODIFIED tell it which copy is newer
 * (docs/reach.md, "Calendars").
 */
export function gamesCalendar(options: { name: string; publicUrl: string; games: CalendarGame[] }): string {
  const calendar = ical({
    name: icsText(options.name),
    prodId: { company: 'PokerHome', product: 'PokerHome', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const game of options.games) {
    const url = `${options.publicUrl}/games/${game.id}/join`;
    calendar.createEvent({
      id: `${game.id}@pokerhome`,
      start: wallClock(game.scheduledDate, game.timeZone),
      end: wallClock(new Date(game.scheduledDate.getTime() + gameLengthMs), game.timeZone),
      timezone: game.timeZone,
      summary: game.name,
      description: [game.description, url].filter(Boolean).join('\n\n'),
      location: [game.locationName, game.locationAddress].filter(Boolean).join(', '),
      url,
      status: game.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: game.calendarSequence,
      // Without a METHOD, DTSTAMP is when the event last changed too (RFC 5545 section 3.8.7.2).
      stamp: game.updatedAt,
      lastModified: game.updatedAt,
    });
  }
  return withTimeZones(
    calendar.toString(),
    options.games.map((g) => g.timeZone),
  );
}

export const gameCalendarFile = (game: CalendarGame, publicUrl: string) =>
  gamesCalendar({ name: game.name, publicUrl, games: [game] });
