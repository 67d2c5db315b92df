import { type GameSummary, gameMessages } from '@pokerhome/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readFirstScreenEarly } from '@/app/routes.tsx';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { gameSummaryFixture, hostFixture } from '@/test/game-fixture.ts';
import { renderApp } from '@/test/render-app.tsx';

const summary = (overrides: Partial<GameSummary>) =>
  gameSummaryFixture({ confirmedCount: 3, participantCount: 4, canManage: false, ...overrides });

const list = (games: GameSummary[], counts = { upcoming: 2, past: 1 }) =>
  ok({ games, total: games.length, counts });
const query = (scope: string) => `GET /api/games?scope=${scope}&limit=24&offset=0`;

describe('games list (docs/games.md)', () => {
  it('applies the button rule: Manage for the host, Join Game otherwise, View Results when past', async () => {
    mockApi({
      'GET /api/auth/me': () => ok({ user: hostFixture }),
      [query('upcoming')]: () =>
        list([
          summary({ id: 'mine', name: 'My Game', canManage: true }),
          summary({ id: 'theirs', name: 'Their Game', userParticipantStatus: 'invited' }),
        ]),
      [query('past')]: () => list([summary({ id: 'old', name: 'Old Game', status: 'cancelled' })]),
    });
    renderApp('/games');
    const mine = (await screen.findByText('My Game')).closest('li')!;
    expect(within(mine).getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(
      '/games/mine/manage',
    );
    within(mine).getByText('Hosting');
    const theirs = screen.getByText('Their Game').closest('li')!;
    expect(within(theirs).getByRole('link', { name: 'Join Game' }).getAttribute('href')).toBe(
      '/games/theirs/join',
    );
    within(theirs).getByText('Invited');
    within(theirs).getByText('3/10 players');
    screen.getByRole('tab', { name: 'Upcoming Games (2)' });
    expect(screen.getByRole('link', { name: 'Create Game' }).getAttribute('href')).toBe('/games/new');

    await userEvent.click(screen.getByRole('tab', { name: 'Past Games (1)' }));
    const old = (await screen.findByText('Old Game')).closest('li')!;
    expect(within(old).getByRole('link', { name: 'View Results' }).getAttribute('href')).toBe(
      '/games/old/results',
    );
    expect(within(old).queryByRole('link', { name: 'Join Game' })).toBeNull();
    within(old).getByText('Cancelled');
  });

  it('asks for its first page once when the visit opens on it: at start, before its code', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok({ user: hostFixture }),
      [query('upcoming')]: () => list([summary({ id: 'mine', name: 'My Game', canManage: true })]),
    });
    // What main.tsx does when the app starts on /games (decision 0034, "Later").
    readFirstScreenEarly({ pathname: '/games' });
    expect(api.calls).toEqual([query('upcoming')]);
    renderApp('/games');
    await screen.findByText('My Game');
    expect(api.calls.filter((call) => call.startsWith('GET /api/games'))).toEqual([query('upcoming')]);
  });

  it('shows the empty state and the load failure', async () => {
    mockApi({
      'GET /api/auth/me': () => ok({ user: hostFixture }),
      [query('upcoming')]: () => list([], { upcoming: 0, past: 0 }),
      [query('past')]: () => fail(500, 'boom'),
    });
    renderApp('/games');
    await screen.findByText(gameMessages.noUpcoming);
    await userEvent.click(screen.getByRole('tab', { name: 'Past Games (0)' }));
    await screen.findByText(gameMessages.loadGamesFailed);
  });
});
