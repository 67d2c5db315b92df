import { type OwnedGame, type OwnedTournament, type Role, seasonBody, type World } from './access-world.ts';

/**
 * The access-control matrix: one row per endpoint of the OpenAPI description, the status each caller
 * gets as [signed out, stranger, participant, host or owner]. access-matrix.full.test.ts calls every
 * endpoint as each of them; an endpoint without a row fails it, so the matrix grows with the API
 * (docs/security.md).
 *
 * A row says how to call: path parameters (from the world, or from a fresh game, tournament, league,
 * season or member when the call would end or change it for the others), a query, a body. `freshActor` rows change the caller's
 * own account (sign out, delete, change password): each call is made by a new user in the role's place.
 */
const uuid0 = '00000000-0000-4000-8000-000000000000';

export type Statuses = readonly [anon: number, stranger: number, participant: number, host: number];
export type Call = { params?: Record<string, string>; query?: string; body?: unknown };
export type MatrixRow = {
  expect: Statuses;
  call?: (w: World, role: Role) => Call | Promise<Call>;
  freshActor?: true;
  /** What the caller must (not) see in a 2xx answer; returns the problem, or nothing. */
  check?: (body: any, w: World, role: Role) => string | undefined;
};

const game = (g: OwnedGame | World['game']) => ({ id: g.id });
const tour = (t: OwnedTournament) => ({ id: t.tournamentId });
const freshGame = async (w: World) => game(await w.newGame());
const freshTour = async (w: World) => tour(await w.newTournament());
const season = (w: World) => ({ id: w.league.seasonId });
const signedIn = (s: number) => [401, s, s, s] as const;
const noSuchLeague = {
  id: uuid0,
  userId: uuid0,
  memberId: uuid0,
  gameId: uuid0,
  playerKey: uuid0,
  token: 'x'.repeat(43),
};
/**
 * A host's write on a fresh tournament (on the world's it would change what the other rows see), after
 * the host's `first` action on it when the write needs one (resume a pause, step back an advance).
 */
const onFreshTour = (first?: string, firstBody?: unknown): MatrixRow => ({
  expect: [401, 404, 403, 200],
  call: async (w) => {
    const params = await freshTour(w);
    if (first) await w.host.post(`/api/tournaments/${params.id}/${first}`, firstBody);
    return { params };
  },
});
/** A host's write about the participant of a fresh game, named in the body's `key` list. */
const onFreshParticipant = (key: string): MatrixRow => ({
  expect: [401, 404, 403, 200],
  call: async (w) => {
    const g = await w.newGame();
    return { params: game(g), body: { [key]: [g.participantId] } };
  },
});
/** A link from an e-mail (unsubscribe, can't make it) carrying a token that is not ours. */
const notOurEmailLink: MatrixRow = {
  expect: [404, 404, 404, 404],
  call: () => ({ query: `token=${'x'.repeat(60)}` }),
};
/** A cash-game template with this name and table size. */
const templateBody = (name: string, maxParticipants: number) => ({
  name,
  type: 'cash_game',
  maxParticipants,
  location: { name: 'Club' },
  buyIn: { amount: 20, currency: 'USD', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
});
const missing = (expect: Statuses): MatrixRow => ({
  expect,
  call: () => ({ params: noSuchLeague, body: {} }),
});

export const matrix: Record<string, MatrixRow> = {
  'GET /api/health': { expect: [200, 200, 200, 200] },
  'GET /api/tournaments/health': { expect: [200, 200, 200, 200] },
  'POST /api/client-errors': {
    expect: [200, 200, 200, 200],
    call: () => ({ body: { message: 'boom', url: '/x', kind: 'render' } }),
  },
  'POST /api/auth/register': {
    // Registering signs the client in as the new account: a fresh caller keeps the world's sessions.
    freshActor: true,
    expect: [201, 201, 201, 201],
    call: () => ({
      body: {
        firstName: 'New',
        lastName: 'Person',
        email: `matrix.${crypto.randomUUID()}@example.com`,
        password: 'Str0ng!Pass',
        confirmPassword: 'Str0ng!Pass',
        role: 'participant',
        acceptTerms: true,
      },
    }),
  },
  'POST /api/auth/login': {
    expect: [401, 401, 401, 401],
    call: (w) => ({ body: { email: w.host.user.email, password: 'Wr0ng!Pass' } }),
  },
  'POST /api/auth/logout': { expect: [200, 200, 200, 200], freshActor: true },
  'POST /api/auth/refresh': { expect: [401, 200, 200, 200], freshActor: true },
  'GET /api/auth/me': { expect: signedIn(200) },
  'GET /api/auth/capabilities': { expect: signedIn(200) },
  'PATCH /api/auth/profile': {
    expect: signedIn(200),
    call: () => ({ body: { firstName: 'Renamed' } }),
    freshActor: true,
  },
  'POST /api/auth/change-password': {
    expect: signedIn(200),
    freshActor: true,
    call: () => ({
      body: { currentPassword: 'Str0ng!Pass', newPassword: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' },
    }),
  },
  'POST /api/auth/forgot-password': {
    expect: [200, 200, 200, 200],
    call: (w) => ({ body: { email: w.stranger.user.email } }),
  },
  'POST /api/auth/reset-password': {
    expect: [400, 400, 400, 400],
    call: () => ({
      body: { token: 'x'.repeat(43), password: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' },
    }),
  },
  'POST /api/auth/verify-email': {
    expect: [400, 400, 400, 400],
    call: () => ({ body: { token: 'x'.repeat(43) } }),
  },
  'POST /api/auth/resend-verification': { expect: signedIn(200), freshActor: true },
  'POST /api/auth/2fa/setup': { expect: signedIn(200), freshActor: true },
  'POST /api/auth/2fa/verify': {
    expect: signedIn(400),
    freshActor: true,
    call: () => ({ body: { token: '000000' } }),
  },
  'POST /api/auth/2fa/disable': {
    expect: signedIn(400),
    freshActor: true,
    call: () => ({ body: { token: '000000' } }),
  },
  'GET /api/auth/sessions': { expect: signedIn(200) },
  'DELETE /api/auth/sessions': { expect: signedIn(200), freshActor: true },
  'DELETE /api/auth/sessions/{id}': {
    // The host's other device: only the host may end it.
    expect: [401, 404, 404, 200],
    call: async (w) => {
      const other = w.host.fresh();
      await other.post('/api/auth/login', { email: w.host.user.email, password: 'Str0ng!Pass' });
      const sessions = (await other.get('/api/auth/sessions')).body.data.sessions as {
        id: string;
        current: boolean;
      }[];
      return { params: { id: sessions.find((s) => s.current)!.id } };
    },
  },
  'GET /api/auth/export': { expect: signedIn(200) },
  'DELETE /api/auth/account': {
    expect: signedIn(200),
    freshActor: true,
    call: () => ({ body: { password: 'Str0ng!Pass' } }),
  },

  // Every role may host a game (within its participant ceiling).
  'POST /api/games': { expect: [401, 201, 201, 201], call: () => ({ body: gameBody() }) },
  'GET /api/games': { expect: signedIn(200) },
  'GET /api/games/{id}': { expect: [401, 404, 200, 200], call: (w) => ({ params: game(w.game) }) },
  'PATCH /api/games/{id}': {
    expect: [401, 404, 403, 200],
    call: (w) => ({ params: game(w.game), body: { description: 'Changed by the matrix' } }),
  },
  'POST /api/games/{id}/cancel': {
    expect: [401, 404, 403, 200],
    call: (w) => freshGame(w).then((params) => ({ params })),
  },
  'POST /api/games/{id}/end': {
    expect: [401, 404, 403, 200],
    call: async (w) => ({
      params: game(
        await w.newGame({
          type: 'cash_game',
          blindStructure: undefined,
          buyIn: { amount: 50, currency: 'USD', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
        }),
      ),
    }),
  },
  'POST /api/games/{id}/participants': {
    expect: [401, 404, 403, 200],
    call: async (w) => ({
      params: await freshGame(w),
      body: {
        participants: [{ isGuest: true, guestFirstName: 'Gus', guestLastName: 'Guest' }],
        sendEmailInvitations: false,
      },
    }),
  },
  'POST /api/games/{id}/participants/confirm': onFreshParticipant('participants'),
  'PUT /api/games/{id}/participants/{participantId}': {
    expect: [401, 404, 403, 200],
    call: (w) => ({
      params: { id: w.game.id, participantId: w.game.participantId },
      body: { arrived: true },
    }),
  },
  'DELETE /api/games/{id}/participants/{participantId}': {
    expect: [401, 404, 403, 200],
    call: async (w) => {
      const g = await w.newGame();
      return { params: { id: g.id, participantId: g.participantId } };
    },
  },
  'POST /api/games/{id}/rsvp': {
    expect: [401, 404, 200, 404],
    call: (w) => ({ params: game(w.game), body: { status: 'accepted' } }),
  },
  'GET /api/games/{id}/share-link': { expect: [401, 404, 403, 200], call: (w) => ({ params: game(w.game) }) },
  'PUT /api/games/{id}/share-link': {
    expect: [401, 404, 403, 200],
    call: (w) => ({ params: game(w.game), body: { cap: 20 } }),
  },
  'PUT /api/games/{id}/participants/{participantId}/no-show': {
    // The world's game lies ahead: the host passes the access check and meets the rule (409).
    expect: [401, 404, 403, 409],
    call: (w) => ({ params: { id: w.game.id, participantId: w.game.participantId }, body: { noShow: true } }),
  },
  'POST /api/games/{id}/join-as-host': {
    expect: [401, 404, 403, 200],
    call: (w) => freshGame(w).then((params) => ({ params })),
  },
  'GET /api/rsvp/{token}': {
    expect: [200, 200, 200, 200],
    call: (w) => ({ params: { token: w.rsvpToken } }),
  },
  'POST /api/rsvp/{token}': {
    expect: [404, 404, 404, 404],
    call: () => ({ params: { token: 'x'.repeat(43) }, body: { status: 'accepted' } }),
  },
  'GET /api/dashboard/stats': { expect: signedIn(200) },
  'GET /api/users/me/stats': { expect: signedIn(200) },
  'GET /api/users/contacts/search': { expect: signedIn(200), call: () => ({ query: 'q=Hosta' }) },
  'POST /api/users/invite': {
    expect: signedIn(201),
    call: () => ({ body: { inviteeEmail: `matrix.invite.${crypto.randomUUID()}@example.com` } }),
  },
  'GET /api/users/invitations': { expect: signedIn(200) },
  'POST /api/users/invitations/{id}/cancel': {
    expect: [401, 404, 404, 200],
    call: async (w, role) => {
      if (role !== 'host') return { params: { id: w.invitationId } };
      const fresh = await w.host.post('/api/users/invite', {
        inviteeEmail: `cancel.${crypto.randomUUID()}@example.com`,
      });
      return { params: { id: fresh.body.data.invitation.id } };
    },
  },
  'POST /api/users/invitations/{id}/resend': {
    expect: [401, 404, 404, 200],
    call: (w) => ({ params: { id: w.invitationId } }),
  },
  'GET /api/users/contacts': { expect: signedIn(200) },
  'POST /api/users/contacts': {
    expect: [401, 201, 201, 409],
    // Anyone may add any account; the answer tells no address (the leak check holds it to that).
    call: (w, role) => ({ body: { userId: (role === 'participant' ? w.stranger : w.participant).user.id } }),
  },
  'PUT /api/users/contacts/{id}': {
    expect: [401, 404, 404, 200],
    call: (w) => ({ params: { id: w.contactId }, body: { tags: ['regular'] } }),
  },
  'DELETE /api/users/contacts/{id}': {
    expect: [401, 404, 404, 200],
    call: async (w, role) => {
      if (role !== 'host') return { params: { id: w.contactId } };
      const extra = await w.freshActor('participant');
      const added = await w.host.post('/api/users/contacts', { userId: (extra as any).user.id });
      return { params: { id: added.body.data.contact.id } };
    },
  },
  'GET /api/users/participation': { expect: signedIn(200) },
  'POST /api/contact': {
    expect: [201, 201, 201, 201],
    call: () => ({
      body: { name: 'Visitor', email: 'visitor@example.com', subject: 'general', message: 'Hello' },
    }),
  },
  'POST /api/newsletter/subscribe': {
    expect: [200, 200, 200, 200],
    call: () => ({ body: { email: `news.${crypto.randomUUID()}@example.com` } }),
  },
  'POST /api/newsletter/confirm': {
    expect: [400, 400, 400, 400],
    call: () => ({ body: { token: 'x'.repeat(43) } }),
  },
  'POST /api/newsletter/unsubscribe': {
    expect: [400, 400, 400, 400],
    call: () => ({ body: { token: 'x'.repeat(43) } }),
  },

  'GET /api/templates': { expect: [401, 403, 403, 200] },
  'POST /api/templates': {
    expect: [401, 403, 403, 201],
    call: () => ({
      body: templateBody('Another league', 8),
    }),
  },
  'GET /api/templates/public': { expect: [401, 403, 403, 200] },
  'GET /api/templates/{id}': {
    expect: [401, 403, 403, 200],
    call: (w) => ({ params: { id: w.templateId } }),
  },
  'PUT /api/templates/{id}': {
    expect: [401, 403, 403, 200],
    call: (w) => ({
      params: { id: w.templateId },
      body: templateBody('Monthly league', 9),
    }),
  },
  'DELETE /api/templates/{id}': {
    expect: [401, 403, 403, 200],
    call: async (w, role) => {
      if (role !== 'host') return { params: { id: w.templateId } };
      const t = await w.host.post('/api/templates', {
        name: 'Doomed',
        type: 'cash_game',
        maxParticipants: 8,
        location: { name: 'Club' },
        buyIn: { amount: 20, currency: 'USD', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
      });
      if (!t.body.data) throw new Error(`template: ${JSON.stringify(t.body)}`);
      return { params: { id: t.body.data.template.id } };
    },
  },
  'POST /api/templates/{id}/create-game': {
    expect: [401, 404, 404, 201],
    call: (w) => ({ params: { id: w.templateId }, body: { scheduledDate: future() } }),
  },
  'GET /api/users/quick-locations': { expect: signedIn(200) },
  'POST /api/users/quick-locations': {
    expect: signedIn(201),
    call: () => ({ body: { label: 'Matrix place' } }),
  },
  'PUT /api/users/quick-locations/reorder': {
    expect: [401, 400, 400, 200],
    call: async (w, role) => {
      const mine = (await w.clients[role].get('/api/users/quick-locations')).body?.data?.quickLocations ?? [];
      return { body: { ids: role === 'host' ? mine.map((q: { id: string }) => q.id) : [w.quickLocationId] } };
    },
  },
  'PUT /api/users/quick-locations/{id}': {
    expect: [401, 404, 404, 200],
    call: (w) => ({ params: { id: w.quickLocationId }, body: { label: 'Home table' } }),
  },
  'DELETE /api/users/quick-locations/{id}': {
    expect: [401, 404, 404, 200],
    call: async (w, role) => {
      if (role !== 'host') return { params: { id: w.quickLocationId } };
      const q = await w.host.post('/api/users/quick-locations', { label: 'Doomed place' });
      return { params: { id: q.body.data.quickLocation.id } };
    },
  },

  'GET /api/display/{token}': {
    expect: [200, 200, 200, 200],
    call: (w) => ({ params: { token: w.displayToken } }),
  },
  'GET /api/display-codes/{code}': {
    expect: [200, 200, 200, 200],
    call: (w) => ({ params: { code: w.displayCode } }),
  },
  'POST /api/tournaments/{gameId}/start': {
    expect: [401, 404, 403, 201],
    call: async (w) => ({ params: { gameId: (await w.newGame()).id }, body: {} }),
  },
  'GET /api/games/{id}/tournament': {
    expect: [401, 404, 200, 200],
    call: (w) => ({ params: { id: w.tour.gameId } }),
  },
  'GET /api/tournaments/{id}': { expect: [401, 404, 200, 200], call: (w) => ({ params: tour(w.tour) }) },
  'GET /api/tournaments/{id}/clock': {
    expect: [401, 404, 200, 200],
    call: (w) => ({ params: tour(w.tour) }),
  },
  'POST /api/tournaments/{id}/pause': {
    expect: [401, 404, 403, 200],
    call: async (w) => ({ params: await freshTour(w), body: {} }),
  },
  'POST /api/tournaments/{id}/resume': onFreshTour('pause', {}),
  'POST /api/tournaments/{id}/advance': onFreshTour(),
  'POST /api/tournaments/{id}/previous': onFreshTour('advance'),
  'POST /api/tournaments/{id}/break': onFreshTour(),
  'POST /api/tournaments/{id}/eliminate': {
    expect: [401, 404, 403, 200],
    call: async (w) => {
      const t = await w.newTournament();
      return { params: tour(t), body: { playerId: t.playerId } };
    },
  },
  'POST /api/tournaments/{id}/undo-elimination': {
    expect: [401, 404, 403, 200],
    call: async (w) => {
      const t = await w.newTournament();
      await w.host.post(`/api/tournaments/${t.tournamentId}/eliminate`, { playerId: t.playerId });
      return { params: tour(t) };
    },
  },
  'POST /api/tournaments/{id}/add-time': onFreshTour(),
  'POST /api/tournaments/{id}/undo': onFreshTour('advance'),
  // The world's game has no rebuys or add-ons and nobody bought in: the ledger refuses the host (400).
  'POST /api/tournaments/{id}/rebuy': {
    expect: [401, 404, 403, 400],
    call: (w) => ({ params: tour(w.tour), body: { playerId: w.tour.playerId } }),
  },
  'POST /api/tournaments/{id}/add-on': {
    expect: [401, 404, 403, 400],
    call: (w) => ({ params: tour(w.tour), body: { playerId: w.tour.playerId } }),
  },
  // The world's game takes no late entries: the host is refused with the reason (400).
  'POST /api/tournaments/{id}/late-entry': {
    expect: [401, 404, 403, 400],
    call: (w) => ({ params: tour(w.tour), body: { participantId: '00000000-0000-4000-8000-000000000000' } }),
  },
  'POST /api/tournaments/{id}/move': {
    expect: [401, 404, 403, 400],
    call: (w) => ({ params: tour(w.tour), body: { playerId: w.tour.playerId, toTable: 9, toSeat: 9 } }),
  },
  'POST /api/tournaments/{id}/chips': {
    expect: [401, 404, 403, 200],
    call: (w) => ({
      params: tour(w.tour),
      body: { chips: [{ playerId: w.tour.playerId, chipCount: 5000 }] },
    }),
  },
  'POST /api/tournaments/{id}/button': {
    expect: [401, 404, 403, 200],
    call: (w) => ({ params: tour(w.tour), body: { tableNumber: 1, seatNumber: 1 } }),
  },
  'POST /api/tournaments/{id}/apply-recommendation': {
    expect: [401, 404, 403, 409],
    call: (w) => ({ params: tour(w.tour), body: { recommendationId: 'no-such-move' } }),
  },
  'POST /api/tournaments/{id}/end': onFreshTour(),
  'POST /api/tournaments/{id}/display-link': onFreshTour(),

  'GET /api/games/{id}/ledger': {
    expect: [401, 404, 200, 200],
    call: (w) => ({ params: { id: w.tour.gameId } }),
  },
  'POST /api/games/{id}/ledger/entries': {
    expect: [401, 404, 403, 201],
    call: async (w) => ({
      params: await freshGame(w),
      body: { userId: w.participant.user.id, kind: 'buy_in' },
    }),
  },
  'POST /api/games/{id}/ledger/entries/{entryId}/reverse': {
    expect: [401, 404, 403, 201],
    call: async (w) => {
      const t = await w.newTournament();
      return { params: { id: t.gameId, entryId: t.entryId }, body: { reason: 'Entered twice' } };
    },
  },
  'POST /api/games/{id}/ledger/entries/{entryId}/correct': {
    expect: [401, 404, 403, 201],
    call: async (w) => {
      const t = await w.newTournament();
      return {
        params: { id: t.gameId, entryId: t.entryId },
        body: { amountCents: 1_500, reason: 'Paid $15, not $20' },
      };
    },
  },
  'POST /api/games/{id}/ledger/check-in': onFreshParticipant('participantIds'),
  'POST /api/games/{id}/ledger/payouts': {
    // The host passes the access check and meets the rule: payouts wait for the tournament's end.
    expect: [401, 404, 403, 400],
    call: (w) => ({ params: { id: w.tour.gameId } }),
  },
  'POST /api/games/{id}/ledger/unpaid-bounties': {
    // Like the payouts: unpaid bounties are settled once the tournament is complete.
    expect: [401, 404, 403, 400],
    call: (w) => ({ params: { id: w.tour.gameId }, body: { choice: 'winner' } }),
  },
  'GET /api/games/{id}/report.pdf': {
    // A report is the ledger, which the game's players may already read.
    expect: [401, 404, 200, 200],
    call: (w) => ({ params: { id: w.tour.gameId } }),
  },
  'GET /api/games/{id}/report.csv': {
    expect: [401, 404, 200, 200],
    call: (w) => ({ params: { id: w.tour.gameId } }),
  },
  'GET /api/reports/period': { expect: signedIn(200), call: () => ({ query: periodQuery() }) },
  'GET /api/reports/period.csv': { expect: signedIn(200), call: () => ({ query: periodQuery() }) },
  // Leagues and seasons, on the world's league (docs/leagues.md, league-access.ts): the owner runs it,
  // the participant (a member) reads it and gets 403 on every write, the stranger finds nothing
  // (404). Calls that end or replace something (a league, a season, a member, an organizer, an
  // attached game, the public link) get a fresh one each, so the other rows still find theirs.
  'GET /api/leagues': {
    expect: signedIn(200),
    check: (body, w, role) => {
      const listed = body.data.leagues.some((l: { id: string }) => l.id === w.league.id);
      return listed === (role !== 'stranger') ? undefined : `the world's league listed: ${listed}`;
    },
  },
  'POST /api/leagues': {
    // Only League Organizers and Administrators start leagues; the stranger is a plain host.
    expect: [401, 403, 403, 201],
    call: () => ({ body: { name: 'Matrix extra league', description: '' } }),
  },
  'GET /api/leagues/{id}': { expect: [401, 404, 200, 200], call: (w) => ({ params: { id: w.league.id } }) },
  'PUT /api/leagues/{id}': {
    expect: [401, 404, 403, 200],
    call: (w) => ({ params: { id: w.league.id }, body: { name: 'Matrix League', description: 'Renamed' } }),
  },
  'DELETE /api/leagues/{id}': {
    expect: [401, 404, 403, 200],
    call: async (w) => ({ params: { id: (await w.newLeague('Doomed league')).id } }),
  },
  'POST /api/leagues/{id}/organizers': {
    expect: [401, 404, 403, 201],
    call: async (w) => ({ params: { id: w.league.id }, body: { userId: await w.newOrganizerId() } }),
  },
  'DELETE /api/leagues/{id}/organizers/{userId}': {
    expect: [401, 404, 403, 200],
    call: async (w) => {
      const userId = await w.newOrganizerId();
      await w.host.post(`/api/leagues/${w.league.id}/organizers`, { userId });
      return { params: { id: w.league.id, userId } };
    },
  },
  'GET /api/leagues/{id}/members': {
    expect: [401, 404, 200, 200],
    call: (w) => ({ params: { id: w.league.id } }),
  },
  'POST /api/leagues/{id}/members': {
    expect: [401, 404, 403, 201],
    call: (w) => ({
      params: { id: w.league.id },
      body: { name: 'Guest Member', email: `member.${crypto.randomUUID()}@example.com` },
    }),
  },
  'DELETE /api/leagues/{id}/members/{memberId}': {
    expect: [401, 404, 403, 200],
    call: async (w) => {
      const added = await w.host.post(`/api/leagues/${w.league.id}/members`, {
        name: 'Leaving Member',
        email: `leaving.${crypto.randomUUID()}@example.com`,
      });
      return { params: { id: w.league.id, memberId: added.body.data.member.id } };
    },
  },
  'GET /api/leagues/{id}/seasons': {
    expect: [401, 404, 200, 200],
    call: (w) => ({ params: { id: w.league.id } }),
  },
  'POST /api/leagues/{id}/seasons': {
    expect: [401, 404, 403, 201],
    call: (w) => ({ params: { id: w.league.id }, body: seasonBody('Matrix extra season') }),
  },
  'GET /api/seasons/{id}': { expect: [401, 404, 200, 200], call: (w) => ({ params: season(w) }) },
  'PUT /api/seasons/{id}': {
    expect: [401, 404, 403, 200],
    call: (w) => ({ params: season(w), body: seasonBody('Matrix season', true) }),
  },
  'DELETE /api/seasons/{id}': {
    expect: [401, 404, 403, 200],
    call: async (w) => ({ params: { id: await w.newSeason(w.league.id, 'Doomed season') } }),
  },
  'POST /api/seasons/{id}/games': {
    expect: [401, 404, 403, 201],
    call: async (w) => ({ params: season(w), body: { gameId: await w.newLeagueGame() } }),
  },
  'DELETE /api/seasons/{id}/games/{gameId}': {
    expect: [401, 404, 403, 200],
    call: async (w) => {
      const id = await w.newSeason(w.league.id, 'Detach season');
      const gameId = await w.newLeagueGame();
      await w.host.post(`/api/seasons/${id}/games`, { gameId });
      return { params: { id, gameId } };
    },
  },
  'GET /api/seasons/{id}/standings': {
    expect: [401, 404, 200, 200],
    call: (w) => ({ params: season(w) }),
    check: (body, w) =>
      body.data.standings.rows.some((r: { playerKey: string }) => r.playerKey === w.league.playerKey)
        ? undefined
        : 'the participant is not in the table',
  },
  'GET /api/seasons/{id}/standings.csv': {
    expect: [401, 404, 200, 200],
    call: (w) => ({ params: season(w) }),
  },
  'GET /api/seasons/{id}/standings.pdf': {
    expect: [401, 404, 200, 200],
    call: (w) => ({ params: season(w) }),
  },
  'POST /api/seasons/{id}/sandbox': {
    expect: [401, 404, 403, 200],
    call: (w) => ({ params: season(w), body: { scoring: { formula: 'linear' } } }),
  },
  'GET /api/seasons/{id}/players/{playerKey}': {
    expect: [401, 404, 200, 200],
    call: (w) => ({ params: { id: w.league.seasonId, playerKey: w.league.playerKey } }),
  },
  'GET /api/seasons/{id}/final-stacks': {
    expect: [401, 404, 200, 200],
    call: (w) => ({ params: season(w) }),
  },
  'POST /api/seasons/{id}/public-link': {
    // A new link replaces the old one: a fresh season, so the world's link stays live.
    expect: [401, 404, 403, 201],
    call: async (w) => ({ params: { id: await w.newSeason(w.league.id, 'Linked season') } }),
  },
  'DELETE /api/seasons/{id}/public-link': {
    expect: [401, 404, 403, 200],
    call: async (w) => {
      const id = await w.newSeason(w.league.id, 'Unlinked season');
      await w.newPublicLink(id);
      return { params: { id } };
    },
  },
  'GET /api/dashboard/league': {
    expect: signedIn(200),
    check: (body, w, role) => {
      const ranked = body.data.dashboard.myRanks.some(
        (r: { seasonId: string }) => r.seasonId === w.league.seasonId,
      );
      return ranked === (role === 'participant') ? undefined : `ranked in the world's season: ${ranked}`;
    },
  },
  'GET /api/public/standings/{token}': {
    // The secret link is the credential: the live one answers everyone, signed in or not.
    expect: [200, 200, 200, 200],
    call: (w) => ({ params: { token: w.league.publicToken } }),
    check: (body) =>
      body.data.standings.rows.every((r: { netCents: unknown }) => r.netCents === null)
        ? undefined
        : 'net winnings on the public link',
  },
  // Reach: e-mail preferences, calendars and the jobs list are the caller's own or an admin's; the
  // links from e-mails (unsubscribe, can't make it) carry a signed token and need no session: a
  // token that is not ours is refused to everyone alike.
  'GET /api/me/email-preferences': { expect: signedIn(200) },
  'PATCH /api/me/email-preferences': { expect: signedIn(200), call: () => ({ body: { nudges: false } }) },
  'GET /api/me/calendar-feed': { expect: signedIn(200) },
  'POST /api/me/calendar-feed/regenerate': { expect: signedIn(200), freshActor: true },
  'GET /api/games/{gameId}/calendar.ics': {
    expect: [401, 404, 200, 200],
    call: (w) => ({ params: { gameId: w.game.id } }),
  },
  'GET /api/admin/jobs': { expect: [401, 403, 403, 403] },
  // Everyone's mail, reset links included: admins only, in every mode (docs/security.md, "The outbox").
  'GET /api/admin/outbox': { expect: [401, 403, 403, 403] },
  'GET /api/unsubscribe': notOurEmailLink,
  'POST /api/unsubscribe': notOurEmailLink,
  'GET /api/cant-make-it': notOurEmailLink,
  'POST /api/cant-make-it': notOurEmailLink,
  'POST /api/mail/stop': notOurEmailLink,
  'POST /api/mail/resume': notOurEmailLink,
  // Series (recurring games) are for organizers and admins: the stranger (a Host) and the player
  // are refused with 403 before anything is read; another organizer's series would be 404.
  'GET /api/series': { expect: [401, 403, 403, 200] },
  'POST /api/series': {
    expect: [401, 403, 403, 201],
    call: async (w, role) => ({
      body: { gameId: role === 'host' ? (await w.newGame()).id : w.game.id, frequency: 'weekly', count: 2 },
    }),
  },
  'GET /api/series/{id}': { expect: [401, 403, 403, 200], call: async (w) => ({ params: await series(w) }) },
  'PATCH /api/series/{id}': {
    expect: [401, 403, 403, 200],
    call: async (w) => ({ params: await series(w), body: { maxParticipants: 12 } }),
  },
  'POST /api/series/{id}/cancel': {
    expect: [401, 403, 403, 200],
    call: async (w) => ({ params: await series(w, true) }),
  },
  'POST /api/series/{id}/occurrences/{date}/skip': {
    expect: [401, 403, 403, 200],
    call: async (w) => {
      const { id } = await series(w, true);
      const one = await w.host.get(`/api/series/${id}`);
      return { params: { id, date: one.body.data.series.occurrences[1].date } };
    },
  },
  'GET /api/games/{id}/series': { expect: [401, 404, 403, 200], call: (w) => ({ params: game(w.game) }) },
};

/**
 * The leagues and seasons endpoints again, on a league, season, game and public link that do not
 * exist: the sign-in gate comes first, an unknown id answers 404 to everyone (nothing tells a
 * stranger's league from no league), and a body that is not one answers 400 before anything else.
 */
export const missingLeagueMatrix: Record<string, MatrixRow> = {
  'POST /api/leagues': missing([400, 400, 400, 400]),
  'GET /api/leagues/{id}': missing([401, 404, 404, 404]),
  'PUT /api/leagues/{id}': missing([400, 400, 400, 400]),
  'DELETE /api/leagues/{id}': missing([401, 404, 404, 404]),
  'POST /api/leagues/{id}/organizers': missing([400, 400, 400, 400]),
  'DELETE /api/leagues/{id}/organizers/{userId}': missing([401, 404, 404, 404]),
  'GET /api/leagues/{id}/members': missing([401, 404, 404, 404]),
  'POST /api/leagues/{id}/members': missing([400, 400, 400, 400]),
  'DELETE /api/leagues/{id}/members/{memberId}': missing([401, 404, 404, 404]),
  'GET /api/leagues/{id}/seasons': missing([401, 404, 404, 404]),
  'POST /api/leagues/{id}/seasons': missing([400, 400, 400, 400]),
  'GET /api/seasons/{id}': missing([401, 404, 404, 404]),
  'PUT /api/seasons/{id}': missing([400, 400, 400, 400]),
  'DELETE /api/seasons/{id}': missing([401, 404, 404, 404]),
  'POST /api/seasons/{id}/games': missing([400, 400, 400, 400]),
  'DELETE /api/seasons/{id}/games/{gameId}': missing([401, 404, 404, 404]),
  'GET /api/seasons/{id}/standings': missing([401, 404, 404, 404]),
  'GET /api/seasons/{id}/standings.csv': missing([401, 404, 404, 404]),
  'GET /api/seasons/{id}/standings.pdf': missing([401, 404, 404, 404]),
  'POST /api/seasons/{id}/sandbox': missing([400, 400, 400, 400]),
  'GET /api/seasons/{id}/players/{playerKey}': missing([401, 404, 404, 404]),
  'GET /api/seasons/{id}/final-stacks': missing([401, 404, 404, 404]),
  'POST /api/seasons/{id}/public-link': missing([401, 404, 404, 404]),
  'DELETE /api/seasons/{id}/public-link': missing([401, 404, 404, 404]),
  'GET /api/public/standings/{token}': missing([404, 404, 404, 404]),
};

/** A weekly series of the host's from a new game: one per world, or a new one when the call ends it. */
const worldSeries = new WeakMap<World, Promise<{ id: string }>>();
function series(w: World, fresh = false) {
  const make = async () => {
    const gameId = (await w.newGame()).id;
    const made = await w.host.post('/api/series', { gameId, frequency: 'weekly', count: 3 });
    if (made.body.data) return { id: made.body.data.series.id as string };
    // The fuzz run hands out one spare game: its series, made by an earlier call, serves again.
    const existing = (await w.host.get(`/api/games/${gameId}/series`)).body.data?.series;
    if (!existing) throw new Error(`series: ${JSON.stringify(made.body)}`);
    return { id: existing.id as string };
  };
  if (fresh) return make();
  let one = worldSeries.get(w);
  if (!one) {
    one = make();
    worldSeries.set(w, one);
  }
  return one;
}

function future() {
  return new Date(Date.now() + 5 * 24 * 60 * 60_000).toISOString();
}
function periodQuery() {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return `from=${day(new Date(Date.now() - 30 * 24 * 60 * 60_000))}&to=${day(new Date())}`;
}
function gameBody() {
  return {
    name: 'Matrix game',
    type: 'cash_game',
    scheduledDate: future(),
    location: { name: 'Club' },
    buyIn: { amount: 20, currency: 'USD', cashGameBlinds: { smallBlind: 1, bigBlind: 2 } },
    maxParticipants: 8,
  };
}

export { uuid0 };
