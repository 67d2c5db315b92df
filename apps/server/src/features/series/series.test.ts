import { zonedInstant } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends, type TestServer } from '../../../test/harness.ts';
import type { startSmtpCapture } from '../../../test/smtp-capture.ts';
import { twoInstancesWithMail, useServerWithMail } from '../../../test/with-mail.ts';

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;
const zone = 'America/New_York';
// Thursdays at 19:30 in New York, across the change to daylight time on 14 March 2027.
const first = zonedInstant('2027-03-04', '19:30', zone);
const mailsTo = (smtp: Smtp, to: string, subject: RegExp) =>
  smtp.mails.filter((m) => m.to.includes(to) && subject.test(m.subject));

async function organizerWithRegulars(server: TestServer) {
  const host = await signedIn(server.url, 'organizer');
  await host.patch('/api/auth/profile', { timeZone: zone });
  const [ada, bob] = await Promise.all([
    signedIn(server.url, 'participant'),
    signedIn(server.url, 'participant'),
  ]);
  const game = (await host.post('/api/games', gamePayload({ scheduledDate: first.toISOString() }))).body.data
    .game;
  return { host, ada: ada!, bob: bob!, game };
}

const gameOf = (series: any, date: string) => series.occurrences.find((o: any) => o.date === date);

describe.each(backends)('recurring series on %s', (backend) => {
  const mail = useServerWithMail({ backend, env: { JOB_POLL_MS: '0' } });

  it('repeats a game weekly at the same local time across the daylight-saving change, four games ahead, regulars invited once', async () => {
    const { host, ada, bob, game } = await organizerWithRegulars(mail.server);
    const created = await host.post('/api/series', {
      gameId: game.id,
      frequency: 'weekly',
      count: 6,
      regularIds: [ada.user.id, bob.user.id],
    });
    expect(created.status).toBe(201);
    const series = created.body.data.series;
    expect(series.pattern).toBe('Every Thursday');
    expect(series.occurrences.map((o: any) => [o.date, o.state])).toEqual([
      ['2027-03-04', 'scheduled'],
      ['2027-03-11', 'scheduled'],
      ['2027-03-18', 'scheduled'],
      ['2027-03-25', 'scheduled'],
      ['2027-04-01', 'planned'],
      ['2027-04-08', 'planned'],
    ]);
    expect(gameOf(series, '2027-03-04').gameId).toBe(game.id);
    expect(gameOf(series, '2027-03-11').scheduledDate).toBe('2027-03-12T00:30:00.000Z'); // EST
    expect(gameOf(series, '2027-03-18').scheduledDate).toBe('2027-03-18T23:30:00.000Z'); // EDT

    const second = (await ada.get(`/api/games/${gameOf(series, '2027-03-11').gameId}`)).body.data.game;
    // Each night named by its own number and date, not all alike (issue 28).
    expect(second.name).toBe('Friday Night Poker #2 (Thu, Mar 11)');
    expect(second.location.name).toBe("Sam's place");
    expect(second.blindStructure.levels).toHaveLength(2);
    expect(second.participants.map((p: any) => [p.user?.id, p.status]).sort()).toEqual(
      [
        [ada.user.id, 'invited'],
        [bob.user.id, 'invited'],
      ].sort(),
    );

    // The invitations go out as jobs: one mail per regular for the four nights (not four alike),
    // once, however often the worker runs.
    await mail.server.app.jobs.worker.tick();
    await mail.server.app.jobs.worker.tick();
    const invited = mailsTo(mail.smtp, ada.user.email, /invited you to/);
    expect(invited).toHaveLength(1);
    expect(invited[0]!.subject).toContain('invited you to 4 games: Friday Night Poker');
    for (const date of ['2027-03-04', '2027-03-11', '2027-03-18', '2027-03-25'])
      expect(invited[0]!.text).toContain(`/games/${gameOf(series, date).gameId}/join`);

    // When the first game starts, the window moves on: the fifth game is made and its regulars invited.
    await mail.server.app.jobs.worker.tick(new Date(first.getTime() + 60_000));
    await mail.server.app.jobs.worker.tick(new Date(first.getTime() + 120_000));
    const moved = (await host.get(`/api/series/${series.id}`)).body.data.series;
    expect(gameOf(moved, '2027-04-01').state).toBe('scheduled');
    expect(gameOf(moved, '2027-04-08').state).toBe('planned');
    expect(mailsTo(mail.smtp, ada.user.email, /invited you to/)).toHaveLength(2);
    expect(
      mailsTo(mail.smtp, ada.user.email, /invited you to Friday Night Poker #5 \(Thu, Apr 1\)/),
    ).toHaveLength(1);
    expect((await host.get('/api/series')).body.data.series[0]).toMatchObject({
      id: series.id,
      pattern: 'Every Thursday',
      gameIds: expect.arrayContaining([game.id]),
    });
    expect((await host.get(`/api/games/${game.id}/series`)).body.data.series.id).toBe(series.id);
  });

  it('skips one date, edits all future games, and cancelling tells the players who had a seat unless they unsubscribed', async () => {
    const { host, ada, bob, game } = await organizerWithRegulars(mail.server);
    const series = (
      await host.post('/api/series', {
        gameId: game.id,
        frequency: 'monthly',
        endsOn: '2027-12-31',
        regularIds: [ada.user.id, bob.user.id],
      })
    ).body.data.series;
    expect(series.pattern).toBe('Monthly on the 1st Thursday');
    const dates = series.occurrences.map((o: any) => o.date);
    expect(dates.slice(0, 3)).toEqual(['2027-03-04', '2027-04-01', '2027-05-06']);
    const april = gameOf(series, '2027-04-01').gameId;
    const may = gameOf(series, '2027-05-06').gameId;
    const june = gameOf(series, '2027-06-03').gameId;
    await ada.post(`/api/games/${april}/rsvp`, { status: 'accepted' });
    await ada.post(`/api/games/${may}/rsvp`, { status: 'accepted' });
    await bob.post(`/api/games/${june}/rsvp`, { status: 'accepted' });

    const skipped = (await host.post(`/api/series/${series.id}/occurrences/2027-04-01/skip`)).body.data
      .series;
    expect(gameOf(skipped, '2027-04-01').state).toBe('skipped');
    expect((await host.get(`/api/games/${april}`)).body.data.game.status).toBe('cancelled');
    await mail.server.app.jobs.worker.tick();
    const notice = mailsTo(mail.smtp, ada.user.email, /a game is called off/);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain('April 1, 2027');
    expect(mailsTo(mail.smtp, bob.user.email, /called off/)).toHaveLength(0);
    expect((await host.post(`/api/series/${series.id}/occurrences/2027-04-02/skip`)).status).toBe(404);

    // Edit all future games: a new time and place; the date stays, the local time moves.
    const edited = await host.patch(`/api/series/${series.id}`, {
      time: '20:15',
      location: { name: 'The back room', address: '2 Side St', notes: '' },
    });
    expect(edited.status).toBe(200);
    const mayGame = (await host.get(`/api/games/${may}`)).body.data.game;
    expect(mayGame.scheduledDate).toBe(zonedInstant('2027-05-06', '20:15', zone).toISOString());
    expect(mayGame.location.name).toBe('The back room');
    expect((await host.get(`/api/games/${april}`)).body.data.game.status).toBe('cancelled');
    expect((await host.patch(`/api/series/${series.id}`, {})).status).toBe(400);

    // Bob turned game reminders off: he is not told.
    await bob.patch('/api/me/email-preferences', { reminders: false });
    const cancelled = (await host.post(`/api/series/${series.id}/cancel`)).body.data.series;
    expect(cancelled.status).toBe('cancelled');
    for (const id of [game.id, may, june])
      expect((await host.get(`/api/games/${id}`)).body.data.game.status).toBe('cancelled');
    await mail.server.app.jobs.worker.tick();
    await mail.server.app.jobs.worker.tick();
    const cancelledMail = mailsTo(mail.smtp, ada.user.email, /Friday Night Poker is cancelled/);
    expect(cancelledMail).toHaveLength(1);
    expect(cancelledMail[0]!.text).toContain('May 6, 2027');
    expect(mailsTo(mail.smtp, bob.user.email, /is cancelled/)).toHaveLength(0);
    // No new game after a cancel, however far the clock moves.
    await mail.server.app.jobs.worker.tick(new Date('2027-08-01T00:00:00Z'));
    const after = (await host.get(`/api/series/${series.id}`)).body.data.series;
    expect(after.occurrences.every((o: any) => o.state !== 'scheduled')).toBe(true);
    expect((await host.post(`/api/series/${series.id}/occurrences/2027-09-02/skip`)).status).toBe(409);
  });

  it('repeats a template from a chosen date, and is for organizers only', async () => {
    const host = await signedIn(mail.server.url, 'organizer');
    await host.patch('/api/auth/profile', { timeZone: 'Europe/Berlin' });
    const { scheduledDate, ...rest } = gamePayload();
    const template = (await host.post('/api/templates', { ...rest, isPublic: false })).body.data.template;
    const made = await host.post('/api/series', {
      templateId: template.id,
      startDate: '2027-10-14',
      time: '19:00',
      frequency: 'biweekly',
      count: 3,
    });
    expect(made.status).toBe(201);
    expect(made.body.data.series.occurrences.map((o: any) => o.scheduledDate)).toEqual([
      '2027-10-14T17:00:00.000Z',
      '2027-10-28T17:00:00.000Z', // still summer time (CEST) until 31 October
      '2027-11-11T18:00:00.000Z', // winter time (CET): still 19:00 in Berlin
    ]);
    const exported = await host.get('/api/auth/export');
    expect(exported.body.recurringGames.map((s: any) => s.id)).toEqual([made.body.data.series.id]);
    const bad = await host.post('/api/series', { templateId: template.id, frequency: 'weekly', count: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Choose the date of the first game');

    const plainHost = await signedIn(mail.server.url, 'host');
    const own = (await plainHost.post('/api/games', gamePayload())).body.data.game;
    expect(
      (await plainHost.post('/api/series', { gameId: own.id, frequency: 'weekly', count: 3 })).status,
    ).toBe(403);
    expect((await plainHost.get('/api/series')).status).toBe(403);
    const other = await signedIn(mail.server.url, 'organizer');
    expect((await other.get(`/api/series/${made.body.data.series.id}`)).status).toBe(404);
    expect((await other.post(`/api/series/${made.body.data.series.id}/cancel`)).status).toBe(404);
  });
});

describe.runIf(backends.includes('postgres'))('a series with two instances on one PostgreSQL', () => {
  it('creates each game and its invitations once', async () => {
    const { smtp, a, b, close } = await twoInstancesWithMail();
    try {
      const { host, ada, game } = await organizerWithRegulars(a);
      const series = (
        await host.post('/api/series', {
          gameId: game.id,
          frequency: 'weekly',
          count: 8,
          regularIds: [ada.user.id],
        })
      ).body.data.series;
      // Both instances run the window and the invitations at once, twice over, as the weeks pass.
      for (const weeks of [0, 1, 2])
        for (let round = 0; round < 2; round++)
          await Promise.all(
            [a, b, a, b].map((s) =>
              s.app.jobs.worker.tick(new Date(first.getTime() + weeks * 7 * 86_400_000 + 60_000)),
            ),
          );
      const now = (await host.get(`/api/series/${series.id}`)).body.data.series;
      const made = now.occurrences.filter((o: any) => o.gameId);
      expect(made.map((o: any) => o.date)).toEqual([
        '2027-03-04',
        '2027-03-11',
        '2027-03-18',
        '2027-03-25',
        '2027-04-01',
        '2027-04-08',
        '2027-04-15',
      ]);
      expect(new Set(made.map((o: any) => o.gameId)).size).toBe(7);
      const mine = (await ada.get('/api/games?limit=100')).body.data.games;
      expect(mine).toHaveLength(7);
      // Each night in exactly one mail, and one mail per window fill, not one per night.
      const invitations = mailsTo(smtp, ada.user.email, /invited you to/);
      for (const o of made)
        expect(
          invitations.filter((m) => m.text.includes(o.gameId)),
          o.date,
        ).toHaveLength(1);
      expect(invitations.length).toBeLessThan(made.length);
    } finally {
      await close();
    }
  });
});
