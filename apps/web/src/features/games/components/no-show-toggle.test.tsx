import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/api-mock.ts';
import { gameFixture, hostFixture, participantFixture } from '@/test/game-fixture.ts';
import { renderApp } from '@/test/render-app.tsx';

describe('no-show marks on the manage page (docs/players.md)', () => {
  it('lets the host mark a seated player as a no-show once the game has started', async () => {
    const seated = participantFixture({ id: 'p-1', status: 'accepted' });
    const started = gameFixture({
      scheduledDate: new Date(Date.now() - 3_600_000).toISOString(),
      participants: [seated],
    });
    const api = mockApi({
      'GET /api/auth/me': () => ok({ user: hostFixture }),
      'GET /api/games/g-1': () => ok({ game: started }),
      'PUT /api/games/g-1/participants/p-1/no-show': () => ok({ participant: { ...seated, noShow: true } }),
    });
    renderApp('/games/g-1/manage');
    await userEvent
      .setup()
      .click(await screen.findByRole('checkbox', { name: 'Ann Player did not show up' }));
    expect(api.calls).toContain('PUT /api/games/g-1/participants/p-1/no-show');
    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/no-show'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ noShow: true });
  });

  it('offers no mark before the game starts', async () => {
    mockApi({
      'GET /api/auth/me': () => ok({ user: hostFixture }),
      'GET /api/games/g-1': () =>
        ok({ game: gameFixture({ participants: [participantFixture({ status: 'accepted' })] }) }),
    });
    renderApp('/games/g-1/manage');
    await screen.findByRole('combobox', { name: 'Status of Ann Player' });
    expect(screen.queryByRole('checkbox', { name: /did not show up/ })).toBeNull();
  });
});
