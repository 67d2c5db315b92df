import { leagueMessages as m } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { dollarBuyIn, gamePayload, seasonPayload, seasonScoring, signedIn } from '../../../test/fixtures.ts';
import { backends, useTestServer } from '../../../test/harness.ts';
import { knockOuts } from '../../../test/tournament-fixtures.ts';

type Client = Awaited<ReturnType<typeof signedIn>>;
const day = 24 * 60 * 60_000;
const terms = dollarBuyIn(20, {}, { rebuy: { allowed: true, untilLevel: 1 }, payoutRounding: 1 });

/** A tournament night of the organizer with the four players, in `days` days. */
async function night(host: Client, players: Client[], days: number) {
  const game = (
    await host.post(
      '/api/games',
      gamePayload({
        maxParticipants: 4,
        buyIn: terms,
        scheduledDate: new Date(Date.now() + days * day).toISOString(),
      }),
    )
  ).body.data.game;
  await host.post(`/api/games/${game.id}/participants`, {
    participants: players.map((p) => ({ userId: p.user.id, status: 'confirmed' })),
    sendEmailInvitations: false,
  });
  return game.id as string;
}

/** Buy-ins, rebuys, eliminations (out, by) in order, then the payouts on the ledger. */
async function play(
  host: Client,
  players: Client[],
  gameId: string,
  rebuyers: number[],
  busts: [number, number][],
) {
  for (const p of players)
    expect(
      (await host.post(`/api/games/${gameId}/ledger/entries`, { userId: p.user.id, kind: 'buy_in' })).status,
    ).toBe(201);
  const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
  for (const i of rebuyers)
    expect(
      (await host.post(`/api/games/${gameId}/ledger/entries`, { userId: players[i]!.user.id, kind: 'rebuy' }))
        .status,
    ).toBe(201);
  const idOf = (i: number) => t.players.find((p: any) => p.userId === players[i]!.user.id).id as string;
  await knockOuts(
    host,
    t.id,
    busts.map(([out, by]) => [idOf(out), idOf(by)] as const),
  );
  return { tournamentId: t.id as string, idOf };
}

const table = (standings: any) =>
  standings.rows.map((r: any) => [
    r.rank,
    r.name.slice(0, 7),
    r.points,
    r.wins,
    r.knockouts,
    r.netCents,
    r.movement,
  ]);

describe.each(backends)('leagues on %s', (backend) => {
  const server = useTestServer({ backend });

  it('scores three nights from the tournaments and the ledger, and a corrected elimination changes the table', async () => {
    const host = await signedIn(server.url, 'organizer');
    const players: Client[] = [];
    for (let i = 0; i < 4; i++)
      players.push(await signedIn(server.url, 'participant', { firstName: `Player${i}` }));
    const league = (await host.post('/api/leagues', { name: 'Tuesday League', description: 'Home games' }))
      .body.data.league;
    for (const p of players)
      expect((await host.post(`/api/leagues/${league.id}/members`, { userId: p.user.id })).status).toBe(201);
    const created = await host.post(`/api/leagues/${league.id}/seasons`, seasonPayload());
    expect(created.status).toBe(201);
    const seasonId = created.body.data.season.id;

    const games = [
      await night(host, players, 3),
      await night(host, players, 4),
      await night(host, players, 5),
    ];
    for (const gameId of games)
      expect((await host.post(`/api/seasons/${seasonId}/games`, { gameId })).status).toBe(201);

    // Night 1: Player1 rebuys; Player0 busts 3 and 1, Player1 busts 2. Pool $100: $70 / $30.
    await play(
      host,
      players,
      games[0]!,
      [1],
      [
        [3, 0],
        [2, 1],
        [1, 0],
      ],
    );
    expect((await host.post(`/api/games/${games[0]}/ledger/payouts`)).status).toBe(200);
    // Night 2: Player0 rebuys; Player1 busts Player0 (last night's winner: bounty) and Player3.
    await play(
      host,
      players,
      games[1]!,
      [0],
      [
        [2, 3],
        [0, 1],
        [3, 1],
      ],
    );
    expect((await host.post(`/api/games/${games[1]}/ledger/payouts`)).status).toBe(200);
    // Night 3: Player2 busts everyone, Player1 (last night's winner) among them. Pool $80: $56 / $24.
    const third = await play(
      host,
      players,
      games[2]!,
      [],
      [
        [0, 2],
        [1, 2],
        [3, 2],
      ],
    );
    expect((await host.post(`/api/games/${games[2]}/ledger/payouts`)).status).toBe(200);

    const res = await host.get(`/api/seasons/${seasonId}/standings`);
    expect(res.status).toBe(200);
    const standings = res.body.data.standings;
    // Linear (4 − finish + 1) + 1 attendance + 1 per knockout + 2 for busting the previous winner:
    // Player0 7+3+2 = 12; Player1 5+9+3 = 17; Player2 3+2+10 = 15; Player3 2+5+4 = 11.
    // Net from the ledger: Player0 70 − 80; Player1 100 − 80; Player2 56 − 60; Player3 54 − 60.
    // Before night 3: Player1 14, Player0 10, Player3 7, Player2 5.
    expect(table(standings)).toEqual([
      [1, 'Player1', 17, 1, 3, 2000, 0],
      [2, 'Player2', 15, 1, 3, -400, 2],
      [3, 'Player0', 12, 1, 2, -1000, -1],
      [4, 'Player3', 11, 0, 1, -600, -1],
    ]);
    expect(standings.eventCount).toBe(3);
    expect(standings.awards.champion).toMatchObject({ name: expect.stringMatching(/^Player1/), value: 17 });
    expect(standings.awards.mostKnockouts).toMatchObject({
      name: expect.stringMatching(/^Player1/),
      value: 3,
    });
    const firstComputed = standings.lastRecomputedAt;
    expect(firstComputed).not.toBeNull();
    expect(standings.rows.every((r: any) => r.isMember && r.qualified)).toBe(true);

    // The player page: finishes over time, ROI (100 − 80) / 80, ITM 2 of 3, head-to-head.
    const p1 = standings.rows[0].playerKey;
    expect(p1).toBe(`u-${players[1]!.user.id}`);
    const page = (await players[1]!.get(`/api/seasons/${seasonId}/players/${encodeURIComponent(p1)}`)).body
      .data.player;
    expect(page.events.map((e: any) => [e.finish, e.points])).toEqual([
      [2, 5],
      [1, 9],
      [3, 3],
    ]);
    expect(page).toMatchObject({ roiPercent: 25, itmPercent: 66.7 });
    expect(page.headToHead.find((h: any) => h.opponentKey === `u-${players[0]!.user.id}`)).toMatchObject({
      meetings: 3,
      ahead: 2,
      behind: 1,
      knockedOut: 1,
      knockedOutBy: 1,
    });

    // Final stacks: 10,000 + 100 per point, to the nearest 100.
    const stacks = (await host.get(`/api/seasons/${seasonId}/final-stacks`)).body.data.finalStacks;
    expect(stacks.players.map((p: any) => p.chips)).toEqual([11_700, 11_500, 11_200, 11_100]);

    // The sandbox: plain linear, no bonuses: Player1 9; Player0, Player2, Player3 7 each (wins, then name).
    const sandbox = (await host.post(`/api/seasons/${seasonId}/sandbox`, { scoring: { formula: 'linear' } }))
      .body.data;
    expect(sandbox.proposed.rows.map((r: any) => [r.rank, r.name.slice(0, 7), r.points])).toEqual([
      [1, 'Player1', 9],
      [2, 'Player0', 7],
      [3, 'Player2', 7],
      [4, 'Player3', 7],
    ]);
    expect(sandbox.changes.map((c: any) => [c.name.slice(0, 7), c.change])).toEqual([
      ['Player1', 0],
      ['Player0', 1],
      ['Player2', -1],
      ['Player3', 0],
    ]);
    // Nothing switched: the season still scores with its bonuses.
    expect((await host.get(`/api/seasons/${seasonId}`)).body.data.season.scoring.knockoutBonus).toBe(1);

    // Correction: night 3's last elimination was wrong; Player3 busted Player2 and won.
    expect((await host.post(`/api/tournaments/${third.tournamentId}/undo-elimination`)).status).toBe(200);
    const reopened = (await host.get(`/api/seasons/${seasonId}/standings`)).body.data.standings;
    expect(reopened.eventCount).toBe(2);
    const fixed = await host.post(`/api/tournaments/${third.tournamentId}/eliminate`, {
      playerId: third.idOf(2),
      eliminatedByPlayerId: third.idOf(3),
    });
    expect(fixed.status).toBe(200);
    const corrected = (await host.get(`/api/seasons/${seasonId}/standings`)).body.data.standings;
    // Player2 3+2+8 = 13 (no win); Player3 2+5+6 = 13 with a win: ahead on the first tie-break.
    expect(corrected.rows.map((r: any) => [r.rank, r.name.slice(0, 7), r.points, r.wins])).toEqual([
      [1, 'Player1', 17, 1],
      [2, 'Player3', 13, 1],
      [3, 'Player2', 13, 0],
      [4, 'Player0', 12, 1],
    ]);
    expect(Date.parse(corrected.lastRecomputedAt)).toBeGreaterThan(Date.parse(firstComputed));

    // A ledger correction: night 1's payout to Player0 reversed; their net follows, points do not.
    const ledger = (await host.get(`/api/games/${games[0]}/ledger`)).body.data.ledger;
    const payout = ledger.entries.find((e: any) => e.kind === 'payout' && e.userId === players[0]!.user.id);
    const reversed = await host.post(`/api/games/${games[0]}/ledger/entries/${payout.id}/reverse`, {
      reason: 'Paid twice',
    });
    expect(reversed.status).toBe(201);
    const afterLedger = (await host.get(`/api/seasons/${seasonId}/standings`)).body.data.standings;
    const p0 = afterLedger.rows.find((r: any) => r.name.startsWith('Player0'));
    expect(p0).toMatchObject({ points: 12, netCents: -1000 - 7000 });
    expect(Date.parse(afterLedger.lastRecomputedAt)).toBeGreaterThan(Date.parse(corrected.lastRecomputedAt));

    // CSV and PDF exports for a member.
    const csv = await fetch(`${server.url}/api/seasons/${seasonId}/standings.csv`, {
      headers: { cookie: [...players[0]!.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text.split('\r\n')[1]).toMatch(/^1,Player1 Lovelace,3,17\.00,1,/);
    const pdf = await fetch(`${server.url}/api/seasons/${seasonId}/standings.pdf`, {
      headers: { cookie: [...host.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The dashboard: my rank in the current season, even when more current seasons that started
    // earlier, in which the player has no result, come first.
    for (let i = 0; i < 5; i++) {
      const extra = await host.post(
        `/api/leagues/${league.id}/seasons`,
        seasonPayload({ name: `Side ${i}`, startsOn: '2025-06-01' }),
      );
      expect(extra.status).toBe(201);
    }
    const dash = (await players[3]!.get('/api/dashboard/league')).body.data.dashboard;
    expect(dash.myRanks).toEqual([expect.objectContaining({ seasonId, rank: 2, points: 13, players: 4 })]);
  });

  it('lets members read and only organizers write; others see nothing', async () => {
    const host = await signedIn(server.url, 'organizer');
    const member = await signedIn(server.url, 'participant');
    const stranger = await signedIn(server.url, 'organizer');
    expect((await member.post('/api/leagues', { name: 'My League' })).status).toBe(403);
    const league = (await host.post('/api/leagues', { name: 'Closed League' })).body.data.league;
    await host.post(`/api/leagues/${league.id}/members`, { userId: member.user.id });
    const s = (await host.post(`/api/leagues/${league.id}/seasons`, seasonPayload())).body.data.season;

    expect((await member.get(`/api/leagues/${league.id}`)).status).toBe(200);
    expect((await member.get(`/api/seasons/${s.id}/standings`)).status).toBe(200);
    expect((await member.put(`/api/leagues/${league.id}`, { name: 'Taken over' })).status).toBe(403);
    expect((await member.put(`/api/seasons/${s.id}`, seasonPayload({ name: 'Mine' }))).status).toBe(403);
    expect((await member.post(`/api/seasons/${s.id}/sandbox`, { scoring: seasonScoring })).status).toBe(403);
    expect((await member.post(`/api/seasons/${s.id}/public-link`)).status).toBe(403);
    expect((await member.delete(`/api/leagues/${league.id}`)).status).toBe(403);
    expect((await stranger.get(`/api/leagues/${league.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/seasons/${s.id}/standings`)).status).toBe(404);
    expect((await stranger.put(`/api/leagues/${league.id}`, { name: 'Taken over' })).status).toBe(404);
    expect((await host.get(`/api/leagues/${league.id}`)).body.data.league.name).toBe('Closed League');

    // A co-organizer runs it too; a participant cannot be one.
    expect(
      (await host.post(`/api/leagues/${league.id}/organizers`, { userId: member.user.id })).body.error.fields,
    ).toEqual({
      userId: m.organizerRole,
    });
    expect(
      (await host.post(`/api/leagues/${league.id}/organizers`, { userId: stranger.user.id })).status,
    ).toBe(201);
    expect((await stranger.put(`/api/leagues/${league.id}`, { name: 'Co-run League' })).status).toBe(200);
  });

  it('shows the table on the public link signed out, until it is revoked', async () => {
    const host = await signedIn(server.url, 'organizer');
    const league = (await host.post('/api/leagues', { name: 'Open League' })).body.data.league;
    const s = (await host.post(`/api/leagues/${league.id}/seasons`, seasonPayload({ name: 'Autumn' }))).body
      .data.season;
    const link = await host.post(`/api/seasons/${s.id}/public-link`);
    expect(link.status).toBe(201);
    const token = link.body.data.link.url.split('/standings/')[1];
    const anonymous = host.fresh();
    const shown = await anonymous.get(`/api/public/standings/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.standings).toMatchObject({
      seasonName: 'Autumn',
      leagueName: 'Open League',
      rows: [],
    });
    expect((await host.get(`/api/seasons/${s.id}`)).body.data.season.publicUrl).toBe(link.body.data.link.url);

    expect((await host.delete(`/api/seasons/${s.id}/public-link`)).status).toBe(200);
    const dead = await anonymous.get(`/api/public/standings/${token}`);
    expect(dead.status).toBe(404);
    expect(dead.body.error.message).toBe(m.publicLinkNotFound);
  });

  it('refuses bad input with the field named, and stores nothing', async () => {
    const host = await signedIn(server.url, 'organizer');
    const other = await signedIn(server.url, 'organizer');
    const league = (await host.post('/api/leagues', { name: 'Strict League' })).body.data.league;

    // Control characters in a name are refused (the text rule), not stored and not a 500.
    const nul = await host.post(`/api/leagues/${league.id}/members`, {
      name: 'Bad\u0000Name',
      email: 'guest.nul@example.com',
    });
    expect(nul.status).toBe(400);
    const badSeason = await host.post(
      `/api/leagues/${league.id}/seasons`,
      seasonPayload({ name: 'Spring\u0000' }),
    );
    expect(badSeason.status).toBe(400);
    expect(badSeason.body.error.fields).toEqual({ name: 'Contains characters that are not allowed' });
    expect((await host.get(`/api/leagues/${league.id}/members`)).body.data.members).toEqual([]);

    const unknown = await host.post(
      `/api/leagues/${league.id}/seasons`,
      seasonPayload({ scoring: { formula: 'magic' } }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ 'scoring.formula': m.formulaUnknown });
    const bestN = await host.post(
      `/api/leagues/${league.id}/seasons`,
      seasonPayload({ scoring: { ...seasonScoring, bestN: 0 } }),
    );
    expect(bestN.status).toBe(400);
    expect(bestN.body.error.fields).toEqual({ 'scoring.bestN': m.bestNInvalid });
    expect((await host.get(`/api/leagues/${league.id}/seasons`)).body.data.seasons).toEqual([]);

    const s = (await host.post(`/api/leagues/${league.id}/seasons`, seasonPayload())).body.data.season;
    const theirs = (await other.post('/api/games', gamePayload())).body.data.game;
    const foreign = await host.post(`/api/seasons/${s.id}/games`, { gameId: theirs.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual({ gameId: m.gameNotOrganizers });
    const badUpdate = await host.put(
      `/api/seasons/${s.id}`,
      seasonPayload({ scoring: { ...seasonScoring, bestN: 0 } }),
    );
    expect(badUpdate.status).toBe(400);
    const after = (await host.get(`/api/seasons/${s.id}`)).body.data.season;
    expect(after.games).toEqual([]);
    expect(after.scoring.bestN).toBeNull();
    expect((await host.post('/api/leagues', { name: 'x' })).body.error.fields).toEqual({
      name: m.nameTooShort,
    });
  });

  it('scores guests: a guest member by e-mail, any other guest by name; registering makes the history theirs', async () => {
    const host = await signedIn(server.url, 'organizer');
    const regular = await signedIn(server.url, 'participant', { firstName: 'Rex' });
    const league = (await host.post('/api/leagues', { name: 'Guest League' })).body.data.league;
    const email = `grace.${Date.now()}@example.com`;
    const guest = await host.post(`/api/leagues/${league.id}/members`, { name: 'Grace Guest', email });
    expect(guest.body.data.member).toMatchObject({ isGuest: true, email, userId: null });
    await host.post(`/api/leagues/${league.id}/members`, { userId: regular.user.id });
    expect(
      (await regular.get(`/api/leagues/${league.id}/members`)).body.data.members.map((x: any) => x.email),
    ).toEqual([null, null]);
    const s = (
      await host.post(`/api/leagues/${league.id}/seasons`, seasonPayload({ scoring: { formula: 'linear' } }))
    ).body.data.season;

    const gameId = await night(host, [regular], 3);
    await host.post(`/api/games/${gameId}/participants`, {
      participants: [
        { isGuest: true, guestFirstName: 'Grace', guestLastName: 'Guest', email },
        { isGuest: true, guestFirstName: 'Walk', guestLastName: 'In' },
      ],
      sendEmailInvitations: false,
    });
    await host.post(`/api/seasons/${s.id}/games`, { gameId });
    const t = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data.tournament;
    const byName = (name: string) => t.players.find((p: any) => p.name.startsWith(name)).id;
    await host.post(`/api/tournaments/${t.id}/eliminate`, {
      playerId: byName('Walk'),
      eliminatedByPlayerId: byName('Grace'),
    });
    await host.post(`/api/tournaments/${t.id}/eliminate`, {
      playerId: byName('Rex'),
      eliminatedByPlayerId: byName('Grace'),
    });

    const rows = (await host.get(`/api/seasons/${s.id}/standings`)).body.data.standings.rows;
    expect(rows.map((r: any) => [r.rank, r.playerKey, r.points, r.isMember])).toEqual([
      [1, `m-${guest.body.data.member.id}`, 3, true],
      [2, `u-${regular.user.id}`, 2, true],
      [3, 'n-walk in', 1, false],
    ]);

    const grace = await signedIn(server.url, 'participant', { firstName: 'Grace', lastName: 'Guest', email });
    const members = (await grace.get(`/api/leagues/${league.id}/members`)).body.data.members;
    expect(members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: grace.user.id,
          isGuest: false,
          email: null,
          playerKey: `u-${grace.user.id}`,
        }),
      ]),
    );
    const after = (await grace.get(`/api/seasons/${s.id}/standings`)).body.data.standings.rows;
    expect(after[0]).toMatchObject({ rank: 1, playerKey: `u-${grace.user.id}`, points: 3, isMember: true });
  });

  it('attaches a game once even when two requests race, detaches it, and shows the next league night', async () => {
    const host = await signedIn(server.url, 'organizer');
    const member = await signedIn(server.url, 'participant');
    const league = (await host.post('/api/leagues', { name: 'Night League' })).body.data.league;
    await host.post(`/api/leagues/${league.id}/members`, { userId: member.user.id });
    const [a, b] = [
      (await host.post(`/api/leagues/${league.id}/seasons`, seasonPayload({ name: 'A' }))).body.data.season,
      (await host.post(`/api/leagues/${league.id}/seasons`, seasonPayload({ name: 'B' }))).body.data.season,
    ];
    const later = await night(host, [member], 9);
    const sooner = await night(host, [member], 2);
    const raced = await Promise.all([
      host.post(`/api/seasons/${a.id}/games`, { gameId: sooner }),
      host.post(`/api/seasons/${b.id}/games`, { gameId: sooner }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(raced.find((r) => r.status === 400)!.body.error.fields).toEqual({ gameId: m.gameAlreadyAttached });
    const home = raced.find((r) => r.status === 201)!.body.data.season;
    expect((await host.post(`/api/seasons/${home.id}/games`, { gameId: later })).status).toBe(201);

    const dash = (await member.get('/api/dashboard/league')).body.data.dashboard;
    expect(dash.nextLeagueNight).toMatchObject({
      gameId: sooner,
      seasonId: home.id,
      leagueName: 'Night League',
    });
    expect(dash.myRanks).toEqual([]);

    const detached = await host.delete(`/api/seasons/${home.id}/games/${sooner}`);
    expect(detached.body.data.season.games.map((g: any) => g.gameId)).toEqual([later]);
    expect((await member.get('/api/dashboard/league')).body.data.dashboard.nextLeagueNight.gameId).toBe(
      later,
    );
    expect((await member.delete(`/api/seasons/${home.id}/games/${later}`)).status).toBe(403);
  });

  it('lists its routes in the OpenAPI description', async () => {
    const spec = (await fetch(`${server.url}/api/openapi.json`).then((r) => r.json())) as { paths: object };
    const paths = Object.keys(spec.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/leagues',
        '/api/leagues/{id}/members',
        '/api/seasons/{id}/standings',
        '/api/seasons/{id}/sandbox',
        '/api/seasons/{id}/players/{playerKey}',
        '/api/public/standings/{token}',
        '/api/dashboard/league',
      ]),
    );
  });
});
