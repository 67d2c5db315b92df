import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { TestClient } from './client.ts';
import { gamePayload, signedIn } from './fixtures.ts';
import { type Backend, startTestServer, type TestServer } from './harness.ts';
import { outboxOf } from './outbox.ts';

/** Who calls: nobody signed in, a signed-in stranger, a player seated in the host's game, the host. */
export const roles = ['anon', 'stranger', 'participant', 'host'] as const;
export type Role = (typeof roles)[number];
type Client = Awaited<ReturnType<typeof signedIn>>;

export type OwnedGame = { id: string; participantId: string };
export type OwnedTournament = { gameId: string; tournamentId: string; playerId: string; entryId: string };

/**
 * A season body the leagues feature accepts (docs/leagues.md): linear points, USD. The world's season
 * is current (a year either side of today); the matrix's extra seasons lie in 2020, so the dashboard,
 * which ranks a member in a few current seasons only, still shows the world's.
 */
export const seasonBody = (name = 'Matrix season', current = false) => {
  const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60_000).toISOString().slice(0, 10);
  return {
    name,
    startsOn: current ? day(-365) : '2020-01-01',
    endsOn: current ? day(365) : '2020-12-31',
    currency: 'USD',
    scoring: { formula: 'linear', attendanceBonus: 1 },
  };
};

/**
 * One small world for the access-control matrix and the fuzz tests: a host (an organizer, so templates
 * work) with a game the participant answered "yes" to, a running tournament with a buy-in recorded,
 * a contact, a product invitation, a template, a quick location, an e-mailed RSVP link and a display
 * link; a league of the host's with the participant as a member, a season counting a finished
 * tournament and a public standings link; and a stranger with none of these. The host's contact note
 * carries a marker that must never reach anyone else.
 */
export type World = Awaited<ReturnType<typeof buildWorld>>;

export const secretNote = 'host-private-note-7f3a';

/**
 * One server for the enclosing `describe` block with the world built on it: started before its
 * tests, closed after them. Read `ctx.server` and `ctx.world` inside tests.
 */
export function useServerWithWorld(backend: Backend) {
  const ctx = {} as { server: TestServer; world: World };
  beforeAll(async () => {
    ctx.server = await startTestServer({ backend });
    ctx.world = await buildWorld(ctx.server);
    // The world's invitation was sent long enough ago to be resent (the resend cool-down,
    // docs/security.md "Mail limits"): the matrix checks who may resend, not when.
    await ctx.server.app.db.execute(sql`update user_invitations set sent_at = now() - interval '1 hour'`);
  }, 120_000);
  afterAll(() => ctx.server?.close());
  return ctx;
}

export async function buildWorld(server: TestServer) {
  const { url } = server;
  const host = await signedIn(url, 'organizer', { firstName: 'Hosta' });
  const participant = await signedIn(url, 'participant', { firstName: 'Parti' });
  const stranger = await signedIn(url, 'host', { firstName: 'Strang' });
  const clients: Record<Role, TestClient | Client> = {
    anon: new TestClient(url),
    stranger,
    participant,
    host,
  };

  async function newGame(overrides: Record<string, unknown> = {}): Promise<OwnedGame> {
    const game = (await host.post('/api/games', gamePayload(overrides))).body.data.game;
    const added = await host.post(`/api/games/${game.id}/participants`, {
      // A guest as well: a tournament needs two players to start.
      participants: [
        { userId: participant.user.id },
        { isGuest: true, guestFirstName: 'Gia', guestLastName: 'Guest' },
      ],
      sendEmailInvitations: false,
    });
    await participant.post(`/api/games/${game.id}/rsvp`, { status: 'accepted' });
    return { id: game.id, participantId: added.body.data.participants[0].id };
  }

  async function newTournament(): Promise<OwnedTournament> {
    const game = await newGame();
    const entry = await host.post(`/api/games/${game.id}/ledger/entries`, {
      userId: participant.user.id,
      kind: 'buy_in',
    });
    const started = (await host.post(`/api/tournaments/${game.id}/start`, {})).body.data.tournament;
    return {
      gameId: game.id,
      tournamentId: started.id,
      playerId: started.players.find((p: { userId: string }) => p.userId === participant.user.id).id,
      entryId: entry.body.data.entry.id,
    };
  }

  /** A league of the host's with the participant as a member (the stranger is in none of them). */
  async function newLeague(name = 'Matrix League') {
    const created = await host.post('/api/leagues', { name, description: 'The matrix league' });
    if (created.status !== 201) throw new Error(`league: ${JSON.stringify(created.body)}`);
    const id = created.body.data.league.id as string;
    const member = await host.post(`/api/leagues/${id}/members`, { userId: participant.user.id });
    return { id, memberId: member.body.data.member.id as string };
  }

  async function newSeason(leagueId: string, name?: string, current = false) {
    const created = await host.post(`/api/leagues/${leagueId}/seasons`, seasonBody(name, current));
    if (created.status !== 201) throw new Error(`season: ${JSON.stringify(created.body)}`);
    return created.body.data.season.id as string;
  }

  /** A tournament of the host's, in the seasons' currency, attached to nothing yet. */
  async function newLeagueGame() {
    return (await host.post('/api/games', gamePayload())).body.data.game.id as string;
  }

  /** Another League Organizer, to be made (and unmade) a co-organizer of the host's league. */
  async function newOrganizerId() {
    return (await signedIn(url, 'organizer')).user.id;
  }

  async function newPublicLink(seasonId: string) {
    const link = await host.post(`/api/seasons/${seasonId}/public-link`);
    if (link.status !== 201) throw new Error(`public link: ${JSON.stringify(link.body)}`);
    return String(link.body.data.link.url).split('/standings/')[1]!;
  }

  /** A fresh signed-in user in the role's place, for calls that change or end the caller's own account. */
  async function freshActor(role: Role) {
    if (role === 'anon') return new TestClient(url);
    return signedIn(url, role === 'host' ? 'organizer' : role === 'stranger' ? 'host' : 'participant');
  }

  const game = await newGame();
  const tour = await newTournament();
  const contact = (await host.post('/api/users/contacts', { userId: participant.user.id })).body.data.contact;
  await host.put(`/api/users/contacts/${contact.id}`, { notes: secretNote });
  const invitation = (
    await host.post('/api/users/invite', { inviteeEmail: `invitee.${Date.now()}@example.com` })
  ).body.data.invitation;
  const template = (
    await host.post('/api/templates', {
      name: 'Monthly league',
      type: 'cash_game',
      maxParticipants: 8,
      location: { name: 'Club' },
      buyIn: { amount: 20, currency: 'USD', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
    })
  ).body.data.template;
  const quickLocation = (await host.post('/api/users/quick-locations', { label: 'Home table' })).body.data;
  // An invitation by e-mail to someone without an account: its link token comes by mail (the outbox).
  const linkGuest = `link.${Date.now()}@example.com`;
  await host.post(`/api/games/${game.id}/participants`, {
    participants: [{ email: linkGuest }],
    sendEmailInvitations: true,
  });
  const outbox = await outboxOf(server);
  const rsvpToken = outbox.find((m) => m.to === linkGuest)!.text.match(/\/rsvp\/([\w-]+)/)![1]!;
  const display = (await host.post(`/api/tournaments/${tour.tournamentId}/display-link`)).body.data
    .tournament;
  const displayToken = String(display.displayUrl).split('/').pop()!;
  const displayCode = String(display.displayCode);

  // The league: the host's, the participant a member, a season counting one finished tournament
  // (the participant beat the guest), and a live public standings link.
  const { id: leagueId, memberId } = await newLeague();
  const seasonId = await newSeason(leagueId, 'Matrix season', true);
  const played = await newTournament();
  const attached = await host.post(`/api/seasons/${seasonId}/games`, { gameId: played.gameId });
  if (attached.status !== 201) throw new Error(`attach: ${JSON.stringify(attached.body)}`);
  const guest = (await host.get(`/api/tournaments/${played.tournamentId}`)).body.data.tournament.players.find(
    (p: { userId: string | null }) => p.userId === null,
  );
  const won = await host.post(`/api/tournaments/${played.tournamentId}/eliminate`, {
    playerId: guest.id,
    eliminatedByPlayerId: played.playerId,
  });
  if (won.status !== 200) throw new Error(`eliminate: ${JSON.stringify(won.body)}`);
  const league = {
    id: leagueId,
    memberId,
    seasonId,
    gameId: played.gameId,
    playerKey: `u-${participant.user.id}`,
    publicToken: await newPublicLink(seasonId),
  };

  return {
    url,
    clients,
    host,
    participant,
    stranger,
    game,
    tour,
    contactId: contact.id as string,
    invitationId: invitation.id as string,
    templateId: template.id as string,
    quickLocationId: quickLocation.quickLocation.id as string,
    rsvpToken,
    displayToken,
    displayCode,
    league,
    newGame,
    newTournament,
    freshActor,
    newLeague,
    newSeason,
    newLeagueGame,
    newPublicLink,
    newOrganizerId,
  };
}

/**
 * The addresses a role must never receive: everyone's for the signed-out; for a signed-in user,
 * those of people they share no game with (the host and the participant share one).
 */
export function forbiddenAddresses(w: World, role: Role) {
  const all = {
    host: w.host.user.email,
    participant: w.participant.user.email,
    stranger: w.stranger.user.email,
  };
  if (role === 'anon') return Object.values(all);
  if (role === 'stranger') return [all.host, all.participant];
  return [all.stranger];
}
