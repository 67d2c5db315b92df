import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends, startTestServer, type TestServer } from '../../../test/harness.ts';
import { liveSocket, type Signed } from '../../../test/live-socket.ts';

/**
 * The live feed (docs/live-feed.md): a change committed by anyone reaches the sockets that follow its
 * scope, and a socket never hears a scope its user may not read.
 */
describe.each(backends)('live feed on %s', (backend) => {
  let server: TestServer;
  let host: Signed;
  let player: Signed;
  let stranger: Signed;
  let gameId: string;
  const sockets: Socket[] = [];
  const open = async (who: Signed) => {
    const live = await liveSocket(server.url, who);
    sockets.push(live.socket);
    return live;
  };
  const invite = async (userId: string) =>
    (
      await host.post(`/api/games/${gameId}/participants`, {
        participants: [{ userId }],
        sendEmailInvitations: false,
      })
    ).body.data.participants[0].id as string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    [host, player, stranger] = await Promise.all([
      signedIn(server.url, 'host'),
      signedIn(server.url, 'participant'),
      signedIn(server.url, 'participant'),
    ]);
    gameId = (await host.post('/api/games', gamePayload())).body.data.game.id;
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await server?.close();
  });

  it("tells the host's socket that a player's RSVP changed the game and the host's own screens", async () => {
    await invite(player.user.id);
    const hostLive = await open(host);
    expect(await hostLive.subscribe([`game:${gameId}`, `user:${host.user.id}`])).toEqual({
      ok: true,
      refused: [],
    });
    expect((await player.post(`/api/games/${gameId}/rsvp`, { status: 'accepted' })).status).toBe(200);
    await expect.poll(() => hostLive.heard('changed', `game:${gameId}`)).toBe(true);
    await expect.poll(() => hostLive.heard('changed', `user:${host.user.id}`)).toBe(true);
    // The names of the scopes only: nothing of the game itself travels.
    expect(hostLive.events.every((e) => typeof e.scope === 'string' || e.scope === undefined)).toBe(true);
  });

  it("tells another seated player's own screens of an RSVP, and nobody outside the game", async () => {
    const [seated, outsider] = await Promise.all([
      signedIn(server.url, 'participant'),
      signedIn(server.url, 'participant'),
    ]);
    await invite(seated.user.id);
    const seatedLive = await open(seated);
    const outsiderLive = await open(outsider);
    expect((await seatedLive.subscribe([`user:${seated.user.id}`])).ok).toBe(true);
    expect((await outsiderLive.subscribe([`user:${outsider.user.id}`])).ok).toBe(true);
    // The change is noted under the game alone (migration 0038): the feed finds the game's people.
    expect((await player.post(`/api/games/${gameId}/rsvp`, { status: 'declined' })).status).toBe(200);
    await expect.poll(() => seatedLive.heard('changed', `user:${seated.user.id}`)).toBe(true);
    expect(outsiderLive.events).toEqual([]);
  });

  // The feed reads the change log by snapshot (decision 0045): a write whose transaction began
  // before another's and commits after it is still told, once it commits. PGlite has one session,
  // so a transaction held open there would hold the RSVP back too.
  it.runIf(backend === 'postgres')(
    'tells a change whose transaction began before a later one and committed after it',
    async () => {
      const other = (await host.post('/api/games', gamePayload({ name: 'Second table' }))).body.data.game
        .id as string;
      const hostLive = await open(host);
      expect((await hostLive.subscribe([`game:${gameId}`, `game:${other}`])).ok).toBe(true);
      // The second game's creation may be told after the subscription (it committed before the
      // feed's next look). A marker committed after it is told in the same look or a later one, so
      // once the marker is heard, nothing older about the second game is still to come.
      expect((await player.post(`/api/games/${gameId}/rsvp`, { status: 'accepted' })).status).toBe(200);
      await expect.poll(() => hostLive.heard('changed', `game:${gameId}`)).toBe(true);
      const since = hostLive.events.length;
      let commit!: () => void;
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let begun!: () => void;
      const started = new Promise<void>((resolve) => {
        begun = resolve;
      });
      const slow = server.app.db.transaction(async (tx) => {
        await tx.execute(sql`update games set name = 'Second table, moved' where id = ${other}::uuid`);
        begun();
        await held;
      });
      await started;
      expect((await player.post(`/api/games/${gameId}/rsvp`, { status: 'declined' })).status).toBe(200);
      await expect.poll(() => hostLive.heard('changed', `game:${gameId}`, since)).toBe(true);
      expect(hostLive.heard('changed', `game:${other}`, since)).toBe(false);
      commit();
      await slow;
      await expect.poll(() => hostLive.heard('changed', `game:${other}`, since)).toBe(true);
    },
  );

  it("refuses another user's scope and a game the user is not in, and never sends them", async () => {
    const strangerLive = await open(stranger);
    const answer = await strangerLive.subscribe([
      `user:${host.user.id}`,
      `game:${gameId}`,
      `user:${stranger.user.id}`,
    ]);
    expect(answer).toEqual({ ok: true, refused: [`user:${host.user.id}`, `game:${gameId}`] });
    // Scopes that are not a screen's (the read cache's `all`) are refused by their shape.
    expect(await strangerLive.subscribe(['all'])).toMatchObject({ ok: false });
    expect((await host.patch(`/api/games/${gameId}`, { name: 'Renamed Friday' })).status).toBe(200);
    // A change the stranger's own socket follows arrives after it; the others never do.
    const own = await host.post(`/api/games/${gameId}/participants`, {
      participants: [{ userId: stranger.user.id }],
      sendEmailInvitations: false,
    });
    expect(own.status).toBeLessThan(300);
    await expect.poll(() => strangerLive.heard('changed', `user:${stranger.user.id}`)).toBe(true);
    expect(strangerLive.events.filter((e) => e.scope === `user:${host.user.id}`)).toEqual([]);
    expect(strangerLive.events.filter((e) => e.scope === `game:${gameId}` && e.name === 'changed')).toEqual(
      [],
    );
  });

  it('stops telling a player about a game once they are removed from it', async () => {
    const other = await signedIn(server.url, 'participant');
    const participantId = await invite(other.user.id);
    const otherLive = await open(other);
    expect(await otherLive.subscribe([`game:${gameId}`])).toEqual({ ok: true, refused: [] });
    expect((await host.delete(`/api/games/${gameId}/participants/${participantId}`)).status).toBeLessThan(
      300,
    );
    await expect.poll(() => otherLive.heard('revoked', `game:${gameId}`)).toBe(true);
    const before = otherLive.events.length;
    const hostLive = await open(host);
    await hostLive.subscribe([`game:${gameId}`]);
    expect((await host.patch(`/api/games/${gameId}`, { name: 'After the removal' })).status).toBe(200);
    // The host's socket hears the rename; by then the removed player's would have too.
    await expect.poll(() => hostLive.events.filter((e) => e.name === 'changed').length).toBeGreaterThan(0);
    expect(otherLive.events.slice(before).filter((e) => e.name === 'changed')).toEqual([]);
    // Asking again is refused.
    expect(await otherLive.subscribe([`game:${gameId}`])).toEqual({ ok: true, refused: [`game:${gameId}`] });
  });

  it('closes the socket at sign-out and refuses a new one without a session', async () => {
    const leaver = await signedIn(server.url, 'participant');
    const leaverLive = await open(leaver);
    await leaverLive.subscribe([`user:${leaver.user.id}`]);
    const closed = new Promise((resolve) => leaverLive.socket.once('disconnect', resolve));
    const cookies = new Map(leaver.cookies);
    expect((await leaver.post('/api/auth/logout')).status).toBeLessThan(300);
    await closed;
    // The old cookie, replayed, no longer opens a socket.
    const replay = Object.assign(leaver.fresh(), { user: leaver.user });
    for (const [k, v] of cookies) replay.cookies.set(k, v);
    await expect(liveSocket(server.url, replay as Signed)).rejects.toThrow();
  });
});
