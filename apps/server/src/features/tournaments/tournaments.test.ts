import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/fixtures.ts';
import { backends, useTestServer } from '../../../test/harness.ts';
import { cookieOf, follow, gameWithPlayers } from '../../../test/tournament-fixtures.ts';

describe.each(backends)('tournaments on %s', (backend) => {
  const server = useTestServer({ backend });

  it('starts only for the host with 2+ players: random even seats, clock at level 1, a double click answers the same', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 11);
    expect((await players[0]!.post(`/api/tournaments/${gameId}/start`, {})).status).toBe(403);
    const stranger = await signedIn(server.url, 'participant');
    expect((await stranger.post(`/api/tournaments/${gameId}/start`, {})).status).toBe(404);

    const [first, second] = await Promise.all([
      host.post(`/api/tournaments/${gameId}/start`, { tableConfiguration: { maxPlayersPerTable: 9 } }),
      host.post(`/api/tournaments/${gameId}/start`, {}),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.data.tournament.id).toBe(second.body.data.tournament.id);
    const { tournament, clock } = first.body.data;
    expect(tournament.tables.map((t: any) => t.seats.filter((s: any) => s.playerId).length).sort()).toEqual([
      5, 6,
    ]);
    expect(new Set(tournament.players.map((p: any) => `${p.tableNumber}.${p.seatNumber}`)).size).toBe(11);
    expect(clock).toMatchObject({
      status: 'active',
      clockState: 'running',
      currentLevel: 1,
      playersRemaining: 11,
    });
    expect(clock.timeRemaining).toBeGreaterThan(29 * 60_000);
    expect(clock.totalPrizePool).toBe(11 * 18);
    expect(tournament.displayUrl).toMatch(/\/display\//);

    const asPlayer = (await players[3]!.get(`/api/games/${gameId}/tournament`)).body.data.tournament;
    expect(asPlayer.canManage).toBe(false);
    expect(asPlayer.displayUrl).toBeNull();
    expect(asPlayer.myPlayerId).toBe(asPlayer.players.find((p: any) => p.userId === players[3]!.user.id).id);
    expect((await stranger.get(`/api/tournaments/${tournament.id}`)).status).toBe(404);
    const token = tournament.displayUrl.split('/display/')[1];
    expect((await fetch(`${server.url}/api/display/${token}`)).status).toBe(200);
    // The link is revocable: a new one replaces it.
    const rotated = (await host.post(`/api/tournaments/${tournament.id}/display-link`)).body.data.tournament
      .displayUrl;
    expect(rotated).not.toBe(tournament.displayUrl);
    expect((await fetch(`${server.url}/api/display/${token}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/display/${rotated.split('/display/')[1]}`)).status).toBe(200);
  });

  it('answers the TV short code with the display link, for the host only, and retires it with the link', async () => {
    const { host, players, gameId } = await gameWithPlayers(server.url, 3);
    const { tournament } = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data;
    expect(tournament.displayCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(tournament.displayUrlIsPublic).toBe(false);
    const asPlayer = (await players[0]!.get(`/api/games/${gameId}/tournament`)).body.data.tournament;
    expect(asPlayer.displayCode).toBeNull();
    const byCode = (code: string) => fetch(`${server.url}/api/display-codes/${encodeURIComponent(code)}`);
    // As a TV remote types it: lower case, with the dash.
    const typed = `${tournament.displayCode.slice(0, 3)}-${tournament.displayCode.slice(3)}`.toLowerCase();
    const found = (await (await byCode(typed)).json()) as any;
    expect(found.data.path).toBe(new URL(tournament.displayUrl).pathname);
    const refused = await byCode('zz');
    expect(refused.status).toBe(400);
    await host.post(`/api/tournaments/${tournament.id}/display-link`);
    const old = await byCode(tournament.displayCode);
    expect(old.status).toBe(404);
    expect(((await old.json()) as any).error.message).toBe(
      'No tournament has this code. Check it on the host’s clock view.',
    );
  });

  it('starts and pauses on a bodiless POST, as the browser sends them, with the defaults', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 2);
    const bare = (path: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { cookie: cookieOf(host), 'x-requested-with': 'XMLHttpRequest' },
      });
    const started = await bare(`/api/tournaments/${gameId}/start`);
    expect(started.status).toBe(201);
    const { tournament } = ((await started.json()) as any).data;
    expect(tournament.maxPlayersPerTable).toBe(9);
    const paused = await bare(`/api/tournaments/${tournament.id}/pause`);
    expect(paused.status).toBe(200);
    expect(((await paused.json()) as any).data.clock.pauseReason).toBe('Host paused tournament');
  });

  it('tells two players of the same name apart on every screen (issue 28)', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 1, { maxParticipants: 5 });
    // Two accounts with one name, as in the issue.
    const paulas = [
      await signedIn(server.url, 'participant', { firstName: 'Paula', lastName: 'Player' }),
      await signedIn(server.url, 'participant', { firstName: 'Paula', lastName: 'Player' }),
    ];
    await host.post(`/api/games/${gameId}/participants`, {
      participants: paulas.map((p) => ({ userId: p.user.id, status: 'confirmed' })),
      sendEmailInvitations: false,
    });
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    const names = t.players.map((p: { name: string }) => p.name);
    expect(names.filter((n: string) => n.startsWith('Paula Player')).sort()).toEqual([
      'Paula Player',
      'Paula Player (2)',
    ]);
  });

  it('refuses to start with fewer than 2 players', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 1);
    const res = await host.post(`/api/tournaments/${gameId}/start`, {});
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/At least 2/);
  });

  it('pauses, resumes, advances, goes back and breaks; repeated clicks change nothing', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 3);
    const id = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament.id;
    const paused = await host.post(`/api/tournaments/${id}/pause`, { reason: 'Host paused tournament' });
    expect(paused.body.data).toMatchObject({
      action: 'pause',
      clock: { clockState: 'paused', pauseReason: 'Host paused tournament' },
    });
    const frozen = paused.body.data.clock.timeRemaining;
    await new Promise((r) => setTimeout(r, 300));
    const again = await host.post(`/api/tournaments/${id}/pause`, {});
    expect(again.status).toBe(200);
    expect(again.body.data.clock.timeRemaining).toBe(frozen);
    // The version counts changes: a screen keeps the higher one (overtaken.ts in the web app).
    const version = paused.body.data.tournament.version;
    expect(again.body.data.tournament.version).toBe(version);
    const resumed = (await host.post(`/api/tournaments/${id}/resume`)).body.data;
    expect(resumed.clock.clockState).toBe('running');
    expect(resumed.tournament.version).toBeGreaterThan(version);
    expect((await host.get(`/api/tournaments/${id}`)).body.data.tournament.version).toBe(
      resumed.tournament.version,
    );
    expect((await host.post(`/api/tournaments/${id}/advance`)).body.data.clock.currentLevel).toBe(2);
    expect((await host.post(`/api/tournaments/${id}/previous`)).body.data.clock.currentLevel).toBe(1);
    const brk = (await host.post(`/api/tournaments/${id}/break`)).body.data.clock;
    expect(brk).toMatchObject({ clockState: 'break', isOnBreak: true });
    expect(brk.timeRemaining).toBeGreaterThan(14 * 60_000);
    expect((await host.post(`/api/tournaments/${id}/resume`)).body.data.clock.clockState).toBe('running');
  });

  it('eliminates in place order, undoes, moves to a free seat only, and completes with payouts and results', async () => {
    const { host, gameId, players } = await gameWithPlayers(server.url, 4);
    const start = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data;
    const id = start.tournament.id;
    const [a, b, c] = start.tournament.players;
    const out = await host.post(`/api/tournaments/${id}/eliminate`, {
      playerId: a.id,
      eliminatedByPlayerId: b.id,
    });
    expect(out.body.data.tournament.eliminations).toEqual([
      expect.objectContaining({ playerId: a.id, position: 4, eliminatedByName: b.name }),
    ]);
    expect(
      (await host.post(`/api/tournaments/${id}/eliminate`, { playerId: a.id })).body.data.tournament
        .playersRemaining,
    ).toBe(3);
    const undone = await host.post(`/api/tournaments/${id}/undo-elimination`);
    expect(undone.body.data.tournament.playersRemaining).toBe(4);

    const table = start.tournament.tables[0];
    const taken = table.seats.find((s: any) => s.playerId && s.playerId !== c.id);
    expect(
      (
        await host.post(`/api/tournaments/${id}/move`, {
          playerId: c.id,
          toTable: 1,
          toSeat: taken.seatNumber,
        })
      ).status,
    ).toBe(409);
    const free = table.seats.find((s: any) => !s.playerId);
    const moved = await host.post(`/api/tournaments/${id}/move`, {
      playerId: c.id,
      toTable: 1,
      toSeat: free.seatNumber,
    });
    expect(moved.body.data.tournament.players.find((p: any) => p.id === c.id).seatNumber).toBe(
      free.seatNumber,
    );
    // A player is refused, a stranger is told there is no such tournament; neither changes the clock.
    const clockBefore = (await host.get(`/api/tournaments/${id}`)).body.data.clock;
    expect((await players[0]!.post(`/api/tournaments/${id}/pause`, {})).status).toBe(403);
    const stranger = await signedIn(server.url, 'participant');
    expect((await stranger.post(`/api/tournaments/${id}/pause`, {})).status).toBe(404);
    const clockAfter = (await host.get(`/api/tournaments/${id}`)).body.data.clock;
    expect([clockAfter.clockState, clockAfter.blindLevelEndTime]).toEqual([
      clockBefore.clockState,
      clockBefore.blindLevelEndTime,
    ]);

    const order = start.tournament.players;
    for (const p of order.slice(0, 3))
      await host.post(`/api/tournaments/${id}/eliminate`, { playerId: p.id });
    const done = (await host.get(`/api/tournaments/${id}`)).body.data;
    expect(done.tournament.status).toBe('completed');
    expect(done.clock.playersRemaining).toBe(1);
    const results = done.tournament.players
      .map((p: any) => [p.finishPosition, p.payout])
      .sort((x: any, y: any) => x[0] - y[0]);
    expect(results.map((r: any) => r[0])).toEqual([1, 2, 3, 4]);
    // The game pays 70/30 of (20 − 2) × 4 = 72.
    expect(results.map((r: any) => r[1])).toEqual([50.4, 21.6, 0, 0]);
    const game = (await host.get(`/api/games/${gameId}`)).body.data.game;
    expect(game).toMatchObject({ status: 'completed', hasTournament: true });
    // Results feed the winner's dashboard win rate.
    const winner = done.tournament.players.find((p: any) => p.finishPosition === 1);
    const winnerClient = players.find((p) => p.user.id === winner.userId)!;
    expect((await winnerClient.get('/api/dashboard/stats')).body.data.stats.winRate).toBe(100);
    const loser = players.find(
      (p) =>
        p.user.id !== winner.userId &&
        done.tournament.players.find((x: any) => x.userId === p.user.id)?.payout === 0,
    )!;
    expect((await loser.get('/api/dashboard/stats')).body.data.stats.winRate).toBe(0);
    expect((await host.post(`/api/tournaments/${id}/pause`, {})).status).toBe(409);
  });

  it('follows the tournament over Socket.IO: joined state, and each change as it happens', async () => {
    const { host, gameId, players } = await gameWithPlayers(server.url, 3);
    const id = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament.id;
    const display = (await host.get(`/api/tournaments/${id}`)).body.data.tournament.displayUrl.split(
      '/display/',
    )[1];
    const hostFeed = await follow(server.url, id, { cookie: cookieOf(host) });
    const playerFeed = await follow(server.url, id, { cookie: cookieOf(players[0]!) });
    const tv = await follow(server.url, id, { displayToken: display });
    expect(hostFeed.joined.tournament.canManage).toBe(true);
    expect(playerFeed.joined.tournament.canManage).toBe(false);
    expect(playerFeed.joined.tournament.myPlayerId).not.toBeNull();
    expect(tv.joined.tournament.displayUrl).toBeNull();

    const before = [hostFeed, playerFeed, tv].map((feed) => feed.events.length);
    await host.post(`/api/tournaments/${id}/pause`, {});
    for (const feed of [hostFeed, playerFeed, tv])
      await expect.poll(() => feed.events.map((e) => e.name)).toContain('tournament-paused');
    // One message per screen for the change: the event, carrying the state as that screen sees it.
    const change = [hostFeed, playerFeed, tv].map((feed, i) =>
      feed.events.slice(before[i]).filter((e) => e.name !== 'heartbeat'),
    );
    for (const events of change) expect(events.map((e) => e.name)).toEqual(['tournament-paused']);
    const [hostState, playerState, tvState] = change.map((events) => events[0]!.payload.state);
    expect(hostState.tournament.canManage).toBe(true);
    expect(hostState.tournament.displayUrl).toContain('/display/');
    expect(playerState.tournament.canManage).toBe(false);
    expect(tvState.tournament.displayUrl).toBeNull();
    expect(tvState.clock.clockState).toBe('paused');
    expect(change[2]![0]!.payload.clock.clockState).toBe('paused');

    const stranger = await signedIn(server.url, 'participant');
    await expect(follow(server.url, id, { cookie: cookieOf(stranger) })).rejects.toBeDefined();
    for (const f of [hostFeed, playerFeed, tv]) f.socket.disconnect();
  });
});
