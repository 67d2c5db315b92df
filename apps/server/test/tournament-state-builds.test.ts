import { afterAll, describe, expect, it } from 'vitest';
import { sameBrowserOn } from './client.ts';
import { backends, startTwoOnPglite, startTwoOnPostgres } from './harness.ts';
import { gameWithPlayers } from './tournament-fixtures.ts';

/**
 * A tournament's state is built once per change and shared by every reader (decision 0033,
 * docs/tournament.md "One build per change"). A reader on another instance must see every change
 * on its very next read: the build is checked against the database's change log, not a timer and not
 * a message between instances (no Redis here).
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(backends)('the tournament state built once per change, two instances on %s', (backend) => {
  it('a reader on the other instance sees every change on its next read', async () => {
    const [a, b] =
      backend === 'pglite'
        ? await startTwoOnPglite(cleanups)
        : await startTwoOnPostgres(cleanups, { withRedis: false });
    const { host, players, gameId } = await gameWithPlayers(a.url, 4);
    const started = await host.post(`/api/tournaments/${gameId}/start`, {});
    expect(started.status).toBe(201);
    const id = started.body.data.tournament.id as string;
    const reader = sameBrowserOn(b.url, players[0]!);
    const read = async () => {
      const res = await reader.get(`/api/tournaments/${id}`);
      expect(res.status).toBe(200);
      return res.body.data as { tournament: any; clock: any };
    };

    // Read twice on B: the second from B's build, the reader's own view all the same.
    expect((await read()).clock.playersRemaining).toBe(4);
    const again = await read();
    expect(again.tournament.myPlayerId).toBe(
      again.tournament.players.find((p: any) => p.userId === players[0]!.user.id).id,
    );
    expect(again.tournament.canManage).toBe(false);

    // A knockout on A: B's next read shows it (players, figures, the feed).
    const out = again.tournament.players.find((p: any) => p.userId === players[3]!.user.id);
    const eliminated = await host.post(`/api/tournaments/${id}/eliminate`, { playerId: out.id });
    expect(eliminated.status).toBe(200);
    // The host's reply and the reader's next read agree.
    expect(eliminated.body.data.clock.playersRemaining).toBe(3);
    expect(eliminated.body.data.tournament.undoLabel).not.toBeNull();
    const afterKnockout = await read();
    expect(afterKnockout.clock.playersRemaining).toBe(3);
    expect(afterKnockout.tournament.eliminations.map((e: any) => e.playerId)).toEqual([out.id]);
    expect(afterKnockout.tournament.undoLabel).toBeNull();

    // A pause (the clock, and the undo stack's own scope) shows at once too, and the host on B
    // sees its undo label: the label's build follows the undo stack, not the game.
    const hostOnB = sameBrowserOn(b.url, host);
    const undoOnB = async () =>
      (await hostOnB.get(`/api/tournaments/${id}`)).body.data.tournament.undoLabel as string | null;
    const labelAfterKnockout = await undoOnB();
    expect(labelAfterKnockout).not.toBeNull();
    expect((await host.post(`/api/tournaments/${id}/pause`, {})).status).toBe(200);
    const paused = await read();
    expect(paused.clock.clockState).toBe('paused');
    expect(paused.tournament.clockState).toBe('paused');
    const pauseLabel = await undoOnB();
    expect(pauseLabel).not.toBe(labelAfterKnockout);

    // Undo on A (the pause, then the knockout): B follows each step.
    expect((await host.post(`/api/tournaments/${id}/undo`, {})).status).toBe(200);
    expect((await read()).clock.clockState).toBe('running');
    expect(await undoOnB()).toBe(labelAfterKnockout);
    expect((await host.post(`/api/tournaments/${id}/undo`, {})).status).toBe(200);
    const undone = await read();
    expect(undone.clock.playersRemaining).toBe(4);
    expect(undone.tournament.eliminations).toEqual([]);

    // The game renamed on A: the page on B shows the new name.
    const renamed = await host.patch(`/api/games/${gameId}`, { name: 'Renamed night' });
    expect(renamed.status).toBe(200);
    expect((await read()).tournament.name).toBe('Renamed night');

    // The host reading on B gets the host's view of the same build.
    const asHost = (await hostOnB.get(`/api/tournaments/${id}`)).body.data.tournament;
    expect(asHost.canManage).toBe(true);
    expect(asHost.displayUrl).toMatch(/\/display\//);
    expect(asHost.myPlayerId).toBeNull();
  }, 300_000);
});
