import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends } from '../../../test/harness.ts';
import { useServerWithMail } from '../../../test/with-mail.ts';

/** Parses with a real iCal parser, its time zones registered from the file's own VTIMEZONEs. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
}

/**
 * RFC 5545 section 3.4: the calendar's own properties come before its first component. ical.js
 * parses either order, so the text is read line by line (unfolded) at the calendar's own depth.
 */
function calendarPropertiesAfterAComponent(text: string) {
  let depth = 0;
  let seenComponent = false;
  const late: string[] = [];
  for (const line of text.replace(/\r\n[ \t]/g, '').split(/\r\n/)) {
    if (line.startsWith('BEGIN:')) {
      if (depth === 1) seenComponent = true;
      depth++;
    } else if (line.startsWith('END:')) depth--;
    else if (depth === 1 && seenComponent && line) late.push(line.split(/[:;]/)[0]!);
  }
  return late;
}

const eventProperty = (event: ICAL.Event, name: string) => event.component.getFirstPropertyValue(name);

// New York moves its clocks forward on 14 March 2027: both games are at 19:30 local time.
const beforeChange = '2027-03-13T00:30:00.000Z'; // Friday 12 March, 19:30 EST
const afterChange = '2027-03-16T23:30:00.000Z'; // Tuesday 16 March, 19:30 EDT

describe.each(backends)('calendars on %s', (backend) => {
  const ctx = useServerWithMail({ backend });

  it('gives a game .ics and a private feed in the game time zone across a daylight-saving change; a regenerated feed URL is a 404', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    await host.patch('/api/auth/profile', { timeZone: 'America/New_York' });
    const first = (
      await host.post('/api/games', gamePayload({ name: 'Before the change', scheduledDate: beforeChange }))
    ).body.data.game;
    const second = (
      await host.post('/api/games', gamePayload({ name: 'After the change', scheduledDate: afterChange }))
    ).body.data.game;

    const asUser = (client: typeof host, path: string) =>
      fetch(`${ctx.server.url}${path}`, {
        headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
    const file = await asUser(host, `/api/games/${first.id}/calendar.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    const raw = await file.text();
    const [event] = parse(raw);
    expect(event!.summary).toBe('Before the change');
    expect(event!.startDate.toString()).toBe('2027-03-12T19:30:00');
    expect(event!.startDate.zone?.tzid).toBe('America/New_York');
    expect(event!.startDate.toJSDate().toISOString()).toBe(beforeChange);
    expect(event!.location).toContain('1 Main St');

    const stranger = await signedIn(ctx.server.url, 'participant');
    expect((await asUser(stranger, `/api/games/${first.id}/calendar.ics`)).status).toBe(404);

    const { url } = (await host.get('/api/me/calendar-feed')).body.data;
    expect(url).toMatch(/\/calendar\/.+\.ics$/);
    const feedPath = new URL(url).pathname;
    const feed = await fetch(`${ctx.server.url}${feedPath}`);
    expect(feed.status).toBe(200);
    const events = parse(await feed.text());
    const byName = Object.fromEntries(events.map((e) => [e.summary, e]));
    expect(byName['Before the change']!.startDate.toString()).toBe('2027-03-12T19:30:00');
    expect(byName['After the change']!.startDate.toString()).toBe('2027-03-16T19:30:00');
    expect(byName['After the change']!.startDate.toJSDate().toISOString()).toBe(afterChange);

    // A cancelled game stays in the feed, marked cancelled, so the calendars that have it remove it.
    await host.post(`/api/games/${second.id}/cancel`);
    const afterCancel = parse(await fetch(`${ctx.server.url}${feedPath}`).then((r) => r.text()));
    expect(afterCancel.map((e) => [e.summary, eventProperty(e, 'status')])).toEqual([
      ['Before the change', 'CONFIRMED'],
      ['After the change', 'CANCELLED'],
    ]);

    const renewed = (await host.post('/api/me/calendar-feed/regenerate')).body.data.url;
    expect(renewed).not.toBe(url);
    expect((await fetch(`${ctx.server.url}${feedPath}`)).status).toBe(404);
    expect((await fetch(`${ctx.server.url}${new URL(renewed).pathname}`)).status).toBe(200);
    expect((await fetch(`${ctx.server.url}${feedPath.replace(/.{6}\.ics$/, 'AAAAAA.ics')}`)).status).toBe(
      404,
    );
  });

  it('revises a game in calendars: SEQUENCE rises with each change of time, place or cancellation, LAST-MODIFIED follows, the calendar properties come first', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    await host.patch('/api/auth/profile', { timeZone: 'Europe/Paris' });
    const game = (
      await host.post('/api/games', gamePayload({ name: 'Moving night', scheduledDate: afterChange }))
    ).body.data.game;
    const cookie = [...host.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const { url } = (await host.get('/api/me/calendar-feed')).body.data;
    const read = async () => {
      const text = await fetch(`${ctx.server.url}/api/games/${game.id}/calendar.ics`, {
        headers: { cookie },
      }).then((r) => r.text());
      const feed = await fetch(`${ctx.server.url}${new URL(url).pathname}`).then((r) => r.text());
      for (const file of [text, feed]) expect(calendarPropertiesAfterAComponent(file)).toEqual([]);
      const [event] = parse(text);
      const [inFeed] = parse(feed).filter((e) => e.uid === event!.uid);
      return {
        sequence: event!.sequence,
        feedSequence: inFeed?.sequence,
        status: eventProperty(event!, 'status'),
        feedStatus: inFeed && eventProperty(inFeed, 'status'),
        lastModified: (eventProperty(event!, 'last-modified') as ICAL.Time | null)?.toJSDate().getTime(),
        start: event!.startDate.toJSDate().toISOString(),
      };
    };
    const first = await read();
    expect(first).toMatchObject({
      sequence: 0,
      feedSequence: 0,
      status: 'CONFIRMED',
      feedStatus: 'CONFIRMED',
    });
    expect(first.lastModified).toBeGreaterThan(0);

    const later = new Date(Date.parse(afterChange) + 60 * 60_000).toISOString();
    await host.patch(`/api/games/${game.id}`, { scheduledDate: later });
    const moved = await read();
    expect(moved).toMatchObject({ sequence: 1, feedSequence: 1, start: later });
    expect(moved.lastModified).toBeGreaterThanOrEqual(first.lastModified!);

    await host.patch(`/api/games/${game.id}`, {
      location: { name: 'The club', address: '2 High St', notes: '' },
    });
    expect((await read()).sequence).toBe(2);
    // A new name is no new time or place: the revision stays.
    await host.patch(`/api/games/${game.id}`, { name: 'Moving night' });
    expect((await read()).sequence).toBe(2);

    await host.post(`/api/games/${game.id}/cancel`);
    await host.post(`/api/games/${game.id}/cancel`); // a second tap changes nothing
    expect(await read()).toMatchObject({
      sequence: 3,
      feedSequence: 3,
      status: 'CANCELLED',
      feedStatus: 'CANCELLED',
    });
  });

  it('answers an old, forged or malformed feed URL with no-store, so no cache keeps the refusal', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const { url } = (await host.get('/api/me/calendar-feed')).body.data;
    const feedPath = new URL(url).pathname;
    expect((await fetch(`${ctx.server.url}${feedPath}`)).headers.get('cache-control')).toBe(
      'private, max-age=300',
    );
    await host.post('/api/me/calendar-feed/regenerate');
    for (const path of [feedPath, '/calendar/forged.ics', `/calendar/${'x'.repeat(401)}.ics`]) {
      const refused = await fetch(`${ctx.server.url}${path}`);
      // An over-long one is refused by the router (its status is the router's): no-store as well.
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('escapes the calendar name of a game .ics as RFC 5545 TEXT', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const name = 'Poker; night, \\ big';
    const game = (await host.post('/api/games', gamePayload({ name }))).body.data.game;
    const file = await fetch(`${ctx.server.url}/api/games/${game.id}/calendar.ics`, {
      headers: { cookie: [...host.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const raw = await file.text();
    const lines = raw.split('\r\n');
    expect(lines).toContain('NAME:Poker\\; night\\, \\\\ big');
    expect(lines).toContain('X-WR-CALNAME:Poker\\; night\\, \\\\ big');
    // The event's summary, escaped by the library, reads back as typed.
    expect(parse(raw)[0]!.summary).toBe(name);
  });
});
