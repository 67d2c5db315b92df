import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client.ts';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends, startTestServer, type TestServer } from '../../../test/harness.ts';

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown };

/**
 * Every games endpoint: 401 signed out, 403 or 404 to someone who is not the host, 400 naming the
 * field for bad input, and in none of those cases does the game change.
 */
describe.each(backends)('games endpoints refuse without changing anything on %s', (backend) => {
  let server: TestServer;
  let host: Awaited<ReturnType<typeof signedIn>>;
  let player: Awaited<ReturnType<typeof signedIn>>;
  let stranger: Awaited<ReturnType<typeof signedIn>>;
  let gameId: string;
  let participantId: string;
  const snapshot = async () => {
    const game = (await host.get(`/api/games/${gameId}`)).body.data.game;
    return JSON.stringify({ ...game, participants: game.participants, waitingList: game.waitingList });
  };

  beforeAll(async () => {
    server = await startTestServer({ backend });
    host = await signedIn(server.url, 'host');
    player = await signedIn(server.url, 'participant');
    stranger = await signedIn(server.url, 'participant');
    gameId = (await host.post('/api/games', gamePayload())).body.data.game.id;
    const added = await host.post(`/api/games/${gameId}/participants`, {
      participants: [{ userId: player.user.id }],
      sendEmailInvitations: false,
    });
    participantId = added.body.data.participants[0].id;
  });
  afterAll(() => server?.close());

  const hostOnly = (): Array<[string, Call, Call]> => [
    [
      'PATCH game',
      { method: 'PATCH', url: `/api/games/${gameId}`, body: { name: 'Hijacked' } },
      { method: 'PATCH', url: `/api/games/${gameId}`, body: { name: 'x' } },
    ],
    [
      'cancel game',
      { method: 'POST', url: `/api/games/${gameId}/cancel` },
      { method: 'POST', url: '/api/games/not-a-uuid/cancel' },
    ],
    [
      'add participants',
      {
        method: 'POST',
        url: `/api/games/${gameId}/participants`,
        body: { participants: [{ email: 'x@example.com' }] },
      },
      { method: 'POST', url: `/api/games/${gameId}/participants`, body: { participants: [] } },
    ],
    [
      'confirm participants',
      {
        method: 'POST',
        url: `/api/games/${gameId}/participants/confirm`,
        body: { participants: [participantId] },
      },
      { method: 'POST', url: `/api/games/${gameId}/participants/confirm`, body: { participants: ['nope'] } },
    ],
    [
      'update participant',
      {
        method: 'PUT',
        url: `/api/games/${gameId}/participants/${participantId}`,
        body: { status: 'confirmed' },
      },
      {
        method: 'PUT',
        url: `/api/games/${gameId}/participants/${participantId}`,
        body: { status: 'winner' },
      },
    ],
    [
      'remove participant',
      { method: 'DELETE', url: `/api/games/${gameId}/participants/${participantId}` },
      { method: 'DELETE', url: `/api/games/${gameId}/participants/not-a-uuid` },
    ],
    [
      'join as host',
      { method: 'POST', url: `/api/games/${gameId}/join-as-host` },
      { method: 'POST', url: '/api/games/bad/join-as-host' },
    ],
  ];

  it('answers 401 to a signed-out visitor on every endpoint', async () => {
    const anonymous = new TestClient(server.url);
    const before = await snapshot();
    const calls: Call[] = [
      { method: 'POST', url: '/api/games', body: gamePayload() },
      { method: 'GET', url: '/api/games' },
      { method: 'GET', url: `/api/games/${gameId}` },
      { method: 'POST', url: `/api/games/${gameId}/rsvp`, body: { status: 'accepted' } },
      { method: 'GET', url: '/api/dashboard/stats' },
      { method: 'GET', url: '/api/users/contacts/search?q=ab' },
      { method: 'POST', url: '/api/users/invite', body: { inviteeEmail: 'a@example.com' } },
      { method: 'GET', url: '/api/users/invitations' },
      ...hostOnly().map(([, call]) => call),
    ];
    for (const call of calls) {
      const res = await anonymous.request(call.method, call.url, call.body);
      expect(res.status, `${call.method} ${call.url}`).toBe(401);
      expect(res.body.success).toBe(false);
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers 403 to a participant and 404 to a stranger for host actions', async () => {
    for (const [name, call] of hostOnly()) {
      const before = await snapshot();
      expect((await player.request(call.method, call.url, call.body)).status, `${name} as player`).toBe(403);
      expect((await stranger.request(call.method, call.url, call.body)).status, `${name} as stranger`).toBe(
        404,
      );
      expect(await snapshot(), name).toBe(before);
    }
  });

  it('answers 400 naming the field for bad input to the host', async () => {
    for (const [name, , bad] of hostOnly()) {
      const before = await snapshot();
      const res = await host.request(bad.method, bad.url, bad.body);
      expect(res.status, name).toBe(400);
      expect(res.body.error.message, name).toEqual(expect.any(String));
      expect(Object.keys(res.body.error.fields ?? {}).length, name).toBeGreaterThan(0);
      expect(await snapshot(), name).toBe(before);
    }
    expect((await host.post('/api/games', { ...gamePayload(), name: '' })).body.error.fields.name).toBe(
      'Game name is required',
    );
    expect((await host.get('/api/games?limit=0')).status).toBe(400);
    const rsvp = await player.post(`/api/games/${gameId}/rsvp`, { status: 'maybe' });
    expect(rsvp.status).toBe(400);
    expect(Object.keys(rsvp.body.error.fields)).toEqual(['status']);
  });

  it('hides the game from strangers and refuses their RSVP without an invitation', async () => {
    const before = await snapshot();
    expect((await stranger.get(`/api/games/${gameId}`)).status).toBe(404);
    const rsvp = await stranger.post(`/api/games/${gameId}/rsvp`, { status: 'accepted' });
    expect(rsvp.status).toBe(404);
    expect(rsvp.body.error.message).toBe('No invitation found');
    expect(await snapshot()).toBe(before);
  });
});
