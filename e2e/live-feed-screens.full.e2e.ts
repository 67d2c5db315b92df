import { describe, expect, it } from 'vitest';
import { gamePayload, seasonPayload, signedIn } from '../apps/server/test/fixtures.ts';
import { phoneViewport } from './support/browser.ts';
import { useLiveScreens } from './support/live-screens.ts';

/**
 * Issue 29's journey, the other screen families (live-feed.e2e.ts has the manage page, the join
 * page and the banner): dashboard and games list, players and ledger, league, season, series and
 * templates, each following a change made elsewhere without a reload (docs/live-feed.md).
 */
describe('live feed', () => {
  const { server, browser, screenOf, open, notReloaded, changing, shows, listShows, shot } = useLiveScreens();

  it('dashboard and games list: a game made on another device shows on both', async () => {
    const host = await signedIn(server.url, 'host');
    const list = await screenOf(host, { width: 1280, height: 800 }, browser.context());
    await open(list, '/games', 'No upcoming games');
    const dashboard = await screenOf(host, phoneViewport);
    await open(dashboard, '/dashboard', 'No upcoming games');
    changing();
    await host.post('/api/games', gamePayload({ name: 'Made Elsewhere Night' }));
    await shows(list, 'Made Elsewhere Night', 'games list (1280 px), a new game');
    await shows(dashboard, 'Made Elsewhere Night', 'dashboard (390 px), a new game');
    expect(await notReloaded(list)).toBe(true);
    expect(await notReloaded(dashboard)).toBe(true);
    await shot(dashboard, 'dashboard-390');
  });

  it('players page and ledger: a contact and a second device of the host recording an entry', async () => {
    const host = await signedIn(server.url, 'host');
    const friend = await signedIn(server.url, 'participant', { firstName: 'Fern', lastName: 'Friend' });
    const game = (await host.post('/api/games', gamePayload({ name: 'Ledger Live' }))).body.data.game;
    await host.post(`/api/games/${game.id}/participants`, {
      participants: [{ userId: friend.user.id, status: 'confirmed' }],
      sendEmailInvitations: false,
    });
    const players = await screenOf(host, { width: 1280, height: 800 }, browser.context());
    await open(players, '/players?tab=contacts', 'No contacts found');
    const ledger = await screenOf(host, phoneViewport);
    await open(ledger, `/games/${game.id}/manage`, 'Ledger Live');
    await ledger.getByRole('tab', { name: 'Ledger' }).click();
    await ledger.getByLabel('Player', { exact: true }).waitFor();

    changing();
    expect((await host.post('/api/users/contacts', { userId: friend.user.id })).status).toBe(201);
    await shows(players, 'Fern Friend', 'players page (1280 px), a new contact');
    changing();
    const entry = await host.post(`/api/games/${game.id}/ledger/entries`, {
      userId: friend.user.id,
      kind: 'buy_in',
      amountCents: 2_000,
    });
    expect(entry.status).toBe(201);
    await listShows(ledger, 'Ledger entries', 'Fern Friend', 'ledger (390 px), an entry from another device');
    expect(await notReloaded(players)).toBe(true);
    expect(await notReloaded(ledger)).toBe(true);
    await shot(ledger, 'ledger-390');
  });

  it('league, season, series and templates follow changes made elsewhere', async () => {
    const organizer = await signedIn(server.url, 'organizer');
    const league = (await organizer.post('/api/leagues', { name: 'Live League' })).body.data.league;
    const season = (
      await organizer.post(
        `/api/leagues/${league.id}/seasons`,
        seasonPayload({ name: 'Live Season', endsOn: '2030-12-31' }),
      )
    ).body.data.season;
    const night = (await organizer.post('/api/games', gamePayload({ name: 'Season Night Live' }))).body.data
      .game;
    const series = (
      await organizer.post('/api/series', { gameId: night.id, frequency: 'weekly', count: 4, regularIds: [] })
    ).body.data.series;

    const leaguePage = await screenOf(organizer, { width: 1280, height: 800 }, browser.context());
    await open(leaguePage, `/leagues/${league.id}`, 'Live League');
    const seasonPage = await screenOf(organizer, phoneViewport);
    await open(seasonPage, `/seasons/${season.id}`, 'Live Season');
    await seasonPage.getByRole('tab', { name: 'Games' }).click();
    await seasonPage.getByText('No games yet.').waitFor();
    const seriesPage = await screenOf(organizer, phoneViewport);
    await open(seriesPage, `/series/${series.id}`, 'Scheduled');
    const templates = await screenOf(organizer, { width: 1280, height: 800 });
    await open(templates, '/templates', 'Create Your First Template');

    changing();
    expect((await organizer.put(`/api/leagues/${league.id}`, { name: 'Live League Renamed' })).status).toBe(
      200,
    );
    await shows(leaguePage, 'Live League Renamed', 'league (1280 px), a new name');
    changing();
    expect((await organizer.post(`/api/seasons/${season.id}/games`, { gameId: night.id })).status).toBe(201);
    await listShows(seasonPage, 'Season games', 'Season Night Live', 'season (390 px), a game attached');
    const second = series.occurrences[1].date as string;
    changing();
    expect((await organizer.post(`/api/series/${series.id}/occurrences/${second}/skip`)).status).toBe(200);
    await shows(seriesPage, 'Skipped', 'series (390 px), a date skipped');
    const { scheduledDate: _d, ...model } = gamePayload({ name: 'Template Made Elsewhere' });
    changing();
    expect((await organizer.post('/api/templates', { ...model, isPublic: false })).status).toBe(201);
    await shows(templates, 'Template Made Elsewhere', 'templates list (1280 px), a new template');
    for (const page of [leaguePage, seasonPage, seriesPage, templates])
      expect(await notReloaded(page)).toBe(true);
    await shot(seasonPage, 'season-390');
    await shot(templates, 'templates-1280');
  });
});
