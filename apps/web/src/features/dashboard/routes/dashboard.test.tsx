import { gameMessages } from '@pokerhome/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readFirstScreenEarly } from '@/app/routes.tsx';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { userFixture } from '@/test/fixtures.ts';
import { gameSummaryFixture } from '@/test/game-fixture.ts';
import { renderApp } from '@/test/render-app.tsx';

const user = userFixture({ role: 'host' });
const upcoming = gameSummaryFixture({
  host: { id: user.id, name: 'Ada Lovelace' },
  location: { name: "Sam's place", address: '', notes: '' },
  buyIn: { amount: 25, currency: 'USD' },
  confirmedCount: 3,
  participantCount: 4,
});

/** A month with nothing in it: a new account's dashboard. */
const quietMonth = {
  stats: {
    gamesThisMonth: 0,
    gamesLastMonth: 0,
    activePlayersThisMonth: 0,
    newPlayersThisWeek: 0,
    totalBuyInsThisMonth: [],
    yourBuyInsThisMonth: [],
    yourNetThisMonth: [],
    lastResult: null,
    winRate: null,
  },
  upcomingGames: [],
  recentActivity: [],
};

describe('dashboard (docs/games.md)', () => {
  it('shows the four cards, the upcoming games and the quick actions', async () => {
    mockApi({
      'GET /api/auth/me': () => ok({ user }),
      'GET /api/dashboard/stats': () =>
        ok({
          stats: {
            gamesThisMonth: 5,
            gamesLastMonth: 3,
            activePlayersThisMonth: 12,
            newPlayersThisWeek: 2,
            totalBuyInsThisMonth: [
              { currency: 'USD', amount: 300 },
              { currency: 'EUR', amount: 40 },
            ],
            yourBuyInsThisMonth: [{ currency: 'USD', amount: 40 }],
            yourNetThisMonth: [{ currency: 'USD', amount: -20 }],
            lastResult: null,
            winRate: 40,
          },
          upcomingGames: [upcoming],
          recentActivity: [
            {
              id: 'a-1',
              kind: 'rsvp-accepted',
              gameId: 'g-1',
              gameName: 'Thursday Deep Stack',
              actorName: 'Ann Player',
              createdAt: '2029-12-01T10:00:00.000Z',
            },
          ],
        }),
    });
    renderApp('/dashboard');
    await screen.findByText('Games This Month');
    screen.getByText('+2 from last month');
    screen.getByText('Active Players');
    screen.getByText(/2 new this week/);
    // His own money first; the pot of the games he hosts only beside it (issue 28, decision 0039).
    screen.getByText('Your Buy-ins');
    screen.getByText('$40.00');
    screen.getByText(/\$300\.00.*at games you host/);
    screen.getByText('40%');
    const game = screen.getByRole('link', { name: /Thursday Deep Stack.*\$25\.00.*4\/10/ });
    expect(game.getAttribute('href')).toBe('/games/g-1/manage');
    within(game).getByRole('img', { name: 'Tournament' });
    screen.getByRole('button', { name: 'Create New Game' });
    screen.getByRole('button', { name: 'Invite Players' });
    screen.getByText('Ann Player');
  });

  it('asks for its figures and the league card once when the visit opens on it: at start, before its code', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok({ user }),
      'GET /api/dashboard/stats': () => ok(quietMonth),
      'GET /api/dashboard/league': () => ok({ dashboard: [] }),
    });
    // What main.tsx does when the app starts on /dashboard (decision 0034, "Later").
    readFirstScreenEarly({ pathname: '/dashboard' });
    expect(api.calls).toEqual(['GET /api/dashboard/stats', 'GET /api/dashboard/league']);
    renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Invite Players' });
    await waitFor(() => expect(api.calls).toContain('GET /api/auth/me'));
    expect(api.calls.filter((call) => call.startsWith('GET /api/dashboard/'))).toEqual([
      'GET /api/dashboard/stats',
      'GET /api/dashboard/league',
    ]);
  });

  it('opens the invitation form from Invite Players, empty again after Cancel', async () => {
    mockApi({
      'GET /api/auth/me': () => ok({ user }),
      'GET /api/dashboard/stats': () => ok(quietMonth),
    });
    const visitor = userEvent.setup();
    renderApp('/dashboard');
    await visitor.click(await screen.findByRole('button', { name: 'Invite Players' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Players' });
    await visitor.type(within(dialog).getByLabelText('Email'), 'sam@example.com');
    await visitor.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await visitor.click(screen.getByRole('button', { name: 'Invite Players' }));
    const again = await screen.findByRole('dialog', { name: 'Invite Players' });
    expect(within(again).getByLabelText<HTMLInputElement>('Email').value).toBe('');
  });

  it('shows a league member the next league night and their rank', async () => {
    mockApi({
      'GET /api/auth/me': () => ok({ user }),
      'GET /api/dashboard/stats': () => ok(quietMonth),
      'GET /api/dashboard/league': () =>
        ok({
          dashboard: {
            nextLeagueNight: {
              gameId: 'g-9',
              gameName: 'League Night 3',
              scheduledDate: '2029-12-06T19:00:00.000Z',
              seasonId: 's-1',
              seasonName: 'Winter',
              leagueId: 'l-1',
              leagueName: 'Thursday League',
            },
            myRanks: [
              {
                seasonId: 's-1',
                seasonName: 'Winter',
                leagueName: 'Thursday League',
                rank: 2,
                players: 7,
                points: 13.5,
                movement: 1,
              },
            ],
          },
        }),
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Leagues' });
    expect(
      within(card)
        .getByRole('link', { name: /League Night 3/ })
        .getAttribute('href'),
    ).toBe('/games/g-9/join');
    const rank = within(card).getByRole('link', { name: /^2nd Thursday League · Winter/ });
    expect(rank.getAttribute('href')).toBe('/seasons/s-1');
    expect(rank.textContent).toContain('2nd');
    expect(rank.textContent).toContain('of 7 · 13.5 pts');
    expect(rank.textContent).toContain('up 1 place');
  });

  it('says so when the figures cannot be loaded', async () => {
    mockApi({
      'GET /api/auth/me': () => ok({ user }),
      'GET /api/dashboard/stats': () => fail(500, 'boom'),
    });
    renderApp('/dashboard');
    await screen.findByText(gameMessages.loadDashboardFailed);
  });

  it('greets a brand-new account as new, not with "Welcome back"', async () => {
    mockApi({
      'GET /api/auth/me': () => ok({ user: { ...user, createdAt: new Date().toISOString() } }),
      'GET /api/dashboard/stats': () => ok(quietMonth),
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });
});
