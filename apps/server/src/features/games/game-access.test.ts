import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/fixtures.ts';
import { backends, startTestServer, type TestServer } from '../../../test/harness.ts';
import { gameWithPlayers } from '../../../test/tournament-fixtures.ts';
import { canFollowGame, canManageGame, canReadGame, roleIn } from './game-access.ts';

describe('who may do what with a game', () => {
  const game = { hostId: 'host' };
  it('gives each user one role from the host and their own status', () => {
    expect(roleIn(game, 'host', undefined)).toBe('host');
    expect(roleIn(game, 'host', 'declined')).toBe('host');
    expect(roleIn(game, 'someone', undefined)).toBe('stranger');
    expect(roleIn(game, 'someone', 'declined')).toBe('declined');
    for (const status of ['invited', 'accepted', 'confirmed', 'waitlisted', 'eliminated'] as const)
      expect(roleIn(game, 'someone', status)).toBe('player');
  });

  it('lets a declined player read the game but not follow its ledger or clock; only the host manages', () => {
    expect(['host', 'player', 'declined', 'stranger'].filter((r) => canReadGame(r as never))).toEqual([
      'host',
      'player',
      'declined',
    ]);
    expect(['host', 'player', 'declined', 'stranger'].filter((r) => canFollowGame(r as never))).toEqual([
      'host',
      'player',
    ]);
    expect(['host', 'player', 'declined', 'stranger'].filter((r) => canManageGame(r as never))).toEqual([
      'host',
    ]);
  });
});

describe.each(backends)(
  'the games, ledger and tournament features apply the same policy on %s',
  (backend) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ backend });
    });
    afterAll(() => server?.close());

    it('shows a declined player the game, not its ledger or tournament; a stranger sees none', async () => {
      const { host, players, gameId } = await gameWithPlayers(server.url, 3);
      const [declined, playing] = players;
      expect((await declined!.post(`/api/games/${gameId}/rsvp`, { status: 'declined' })).status).toBe(200);
      expect((await host.post(`/api/tournaments/${gameId}/start`, {})).status).toBeLessThan(300);
      const stranger = await signedIn(server.url, 'participant');
      const reads = async (client: typeof host) =>
        Promise.all(
          [`/api/games/${gameId}`, `/api/games/${gameId}/ledger`, `/api/games/${gameId}/tournament`].map(
            async (url) => (await client.get(url)).status,
          ),
        );
      expect(await reads(host)).toEqual([200, 200, 200]);
      expect(await reads(playing!)).toEqual([200, 200, 200]);
      expect(await reads(declined!)).toEqual([200, 404, 404]);
      expect(await reads(stranger)).toEqual([404, 404, 404]);
      // Managing: the host alone; an attached player is told so, a stranger learns nothing.
      expect((await playing!.post(`/api/games/${gameId}/cancel`)).status).toBe(403);
      expect((await declined!.post(`/api/games/${gameId}/cancel`)).status).toBe(403);
      expect((await stranger.post(`/api/games/${gameId}/cancel`)).status).toBe(404);
    });
  },
);
