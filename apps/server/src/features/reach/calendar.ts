import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { type ICalCalendar } from 'ical-generator';
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
};

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
 * One VEVENT per game, in the game's time zone: DTSTART carries a TZID and the calendar holds the
 * matching VTIMEZONE (with its daylight-saving rules), so a calendar app shows the local time the
 * host chose on either side of a clock change.
 */
export function gamesCalendar(options: {
  name: string;
  publicUrl: string;
  games: CalendarGame[];
}): ICalCalendar {
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
    });
  }
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  return calendar;
}

export const gameCalendarFile = (game: CalendarGame, publicUrl: string) =>
  gamesCalendar({ name: game.name, publicUrl, games: [game] }).toString();
