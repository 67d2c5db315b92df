import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client.ts';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends } from '../../../test/harness.ts';

import { useServerWithMail } from '../../../test/with-mail.ts';

describe.each(backends)('games on %s', (backend) => {
  const ctx = useServerWithMail({ backend });

  /** A host's game of two seats, and three players who accept through its link: the third waits. */
  async function twoSeatsThreeAnswers() {
    const host = await signedIn(ctx.server.url, 'host');
    const game = (await host.post('/api/games', gamePayload({ maxParticipants: 2 }))).body.data.game;
    const invite = new URL(game.shareUrl).searchParams.get('invite');
    const players = await Promise.all([1, 2, 3].map(() => signedIn(ctx.server.url, 'participant')));
    for (const p of players)
      await p.post(`/api/games/${game.id}/rsvp`, { status: 'accepted', inviteToken: invite });
    return { host, game, players };
  }

  it('creates a tournament, invites by account, by e-mail and as guest, and follows the answers', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const created = await host.post('/api/games', gamePayload());
    expect(created.status).toBe(201);
    const game = created.body.data.game;
    expect(game).toMatchObject({
      canManage: true,
      status: 'scheduled',
      buyIn: { amount: 20, currency: 'USD' },
    });
    expect(game.blindStructure.levels).toHaveLength(2);

    const alice = await signedIn(ctx.server.url, 'participant');
    const bob = await signedIn(ctx.server.url, 'participant');
    const stranger = `stranger.${Date.now()}@example.com`;
    const added = await host.post(`/api/games/${game.id}/participants`, {
      participants: [
        { userId: alice.user.id },
        { email: bob.user.email.toUpperCase() },
        { email: stranger },
        { isGuest: true, guestFirstName: 'Gus', guestLastName: 'Guest' },
      ],
      message: 'Bring snacks',
    });
    expect(added.status).toBe(200);
    expect(added.body.data.errors).toEqual([]);
    expect(added.body.data.invitationsSent).toBe(3);
    expect(added.body.data.participants.map((p: any) => p.status).sort()).toEqual([
      'confirmed',
      'invited',
      'invited',
      'invited',
    ]);

    const again = await host.post(`/api/games/${game.id}/participants`, {
      participants: [{ userId: alice.user.id }],
    });
    expect(again.body.data.errors[0]).toMatch(/already invited/);

    // Alice accepts from the join screen; Bob declines then changes his mind.
    expect((await alice.get(`/api/games/${game.id}`)).body.data.game.userParticipantStatus).toBe('invited');
    const going = await alice.post(`/api/games/${game.id}/rsvp`, {
      status: 'accepted',
      message: 'Count me in',
    });
    expect(going.body.data.status).toBe('accepted');
    await ctx.smtp.next(bob.user.email, /invited you to Friday Night Poker/);
    expect((await bob.post(`/api/games/${game.id}/rsvp`, { status: 'declined' })).body.data.status).toBe(
      'declined',
    );
    expect((await bob.post(`/api/games/${game.id}/rsvp`, { status: 'accepted' })).body.data.status).toBe(
      'accepted',
    );

    // The stranger answers from the e-mailed link without an account.
    const mail = await ctx.smtp.next(stranger, /invited you/);
    const { token } = /\/rsvp\/(?<token>[A-Za-z0-9_-]+)/.exec(mail.text)!.groups as { token: string };
    const anonymous = new TestClient(ctx.server.url);
    const preview = await anonymous.get(`/api/rsvp/${token}`);
    expect(preview.body.data.game.name).toBe('Friday Night Poker');
    expect((await anonymous.post(`/api/rsvp/${token}`, { status: 'accepted' })).body.data.status).toBe(
      'accepted',
    );

    const view = (await host.get(`/api/games/${game.id}`)).body.data.game;
    expect(view.confirmedCount).toBe(4);
    expect(view.participantCount).toBe(4);
    expect(view.participants.find((p: any) => p.user.id === alice.user.id).message).toBe('Count me in');

    // Host leaves and rejoins as a participant; removing a player frees the seat.
    const joined = await host.post(`/api/games/${game.id}/join-as-host`);
    expect(joined.body.error).toBeUndefined();
    expect(joined.body.data.game.userParticipantStatus).toBe('accepted');
    expect(
      (
        await host.post(`/api/games/${game.id}/rsvp`, {
          status: 'declined',
          message: 'Host leaving the game',
        })
      ).body.data.status,
    ).toBe('declined');
    expect((await host.post(`/api/games/${game.id}/join-as-host`)).status).toBe(200);
    const bobRow = view.participants.find((p: any) => p.user.id === bob.user.id);
    expect((await host.delete(`/api/games/${game.id}/participants/${bobRow.id}`)).status).toBe(200);
    const final = (await host.get(`/api/games/${game.id}`)).body.data.game;
    expect(final.participants.some((p: any) => p.id === bobRow.id)).toBe(false);
    expect(final.confirmedCount).toBe(4);
  });

  it('hides a game from strangers and participant e-mails from link holders', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const game = (
      await host.post('/api/games', gamePayload({ type: 'cash_game', blindStructure: undefined }))
    ).body.data.game;
    const player = await signedIn(ctx.server.url, 'participant');
    await host.post(`/api/games/${game.id}/participants`, { participants: [{ userId: player.user.id }] });
    const stranger = await signedIn(ctx.server.url, 'participant');
    expect((await stranger.get(`/api/games/${game.id}`)).status).toBe(404);
    const invite = new URL(game.shareUrl).searchParams.get('invite');
    const viaLink = await stranger.get(`/api/games/${game.id}?invite=${invite}`);
    expect(viaLink.status).toBe(200);
    expect(viaLink.body.data.game.participants.every((p: any) => p.user.email === null)).toBe(true);
    expect(viaLink.body.data.game.shareUrl).toBeNull();
    const asPlayer = await player.get(`/api/games/${game.id}`);
    expect(asPlayer.body.data.game.participants[0].user.email).toBe(player.user.email);
  });

  it('lists the tabs with counts and searches by game, host or location name', async () => {
    const host = await signedIn(ctx.server.url, 'host', { firstName: 'Hostina' });
    await host.post('/api/games', gamePayload({ name: 'Tuesday Turbo', location: { name: 'The Barn' } }));
    await host.post(
      '/api/games',
      gamePayload({ name: 'Old Game', scheduledDate: new Date(Date.now() - 60_000).toISOString() }),
    );
    const cancelled = (await host.post('/api/games', gamePayload({ name: 'Called Off' }))).body.data.game;
    expect((await host.post(`/api/games/${cancelled.id}/cancel`)).body.data.game.status).toBe('cancelled');

    const upcoming = (await host.get('/api/games?scope=upcoming')).body.data;
    expect(upcoming.games.map((g: any) => g.name)).toEqual(['Tuesday Turbo']);
    expect(upcoming.counts).toEqual({ upcoming: 1, past: 2 });
    expect((await host.get('/api/games?scope=past')).body.data.games).toHaveLength(2);
    expect((await host.get('/api/games?search=barn')).body.data.games.map((g: any) => g.name)).toEqual([
      'Tuesday Turbo',
    ]);
    expect((await host.get('/api/games?search=hostina')).body.data.total).toBe(3);
    expect((await host.get('/api/games?search=100%25')).body.data.total).toBe(0);
  });

  it('enforces the participant ceiling of the role and the spec messages', async () => {
    const player = await signedIn(ctx.server.url, 'participant');
    const tooMany = await player.post('/api/games', gamePayload({ maxParticipants: 21 }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.maxParticipants).toBe('Cannot exceed 20 participants');
    // The pricing's Host plan: "Up to 30 players per game" (docs/site.md, "Claims").
    const host = await signedIn(ctx.server.url, 'host');
    expect((await host.post('/api/games', gamePayload({ maxParticipants: 30 }))).status).toBe(201);
    const over = await host.post('/api/games', gamePayload({ maxParticipants: 31 }));
    expect(over.body.error.fields.maxParticipants).toBe('Cannot exceed 30 participants');
    const past = await player.post(
      '/api/games',
      gamePayload({ scheduledDate: new Date(Date.now() - 10 * 60_000).toISOString() }),
    );
    expect(past.body.error.fields.scheduledDate).toBe('Scheduled date must be in the future');
    const bad = await player.post(
      '/api/games',
      gamePayload({ name: 'ab', buyIn: { amount: 0, currency: 'USD' }, location: { name: '' } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      name: 'Game name must be at least 3 characters',
      'buyIn.amount': 'Buy-in amount must be greater than 0',
      'location.name': 'Location name is required',
    });
    const noStructure = await player.post('/api/games', gamePayload({ blindStructure: undefined }));
    expect(noStructure.body.error.fields.blindStructure).toBe(
      'Tournament structure is required for tournaments',
    );
    const cash = await player.post(
      '/api/games',
      gamePayload({
        type: 'cash_game',
        blindStructure: undefined,
        buyIn: { amount: 50, currency: 'EUR', cashGameBlinds: { smallBlind: 2, bigBlind: 1 } },
      }),
    );
    expect(cash.body.error.fields['buyIn.cashGameBlinds.bigBlind']).toBe(
      'Big blind must be greater than small blind',
    );
    expect((await player.post('/api/games', gamePayload({ maxParticipants: 20 }))).status).toBe(201);
  });

  it('shows the game page its blind structure in order, every field as the host saved it', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const levels = [
      {
        level: 1,
        smallBlind: 25,
        bigBlind: 50,
        ante: 0,
        duration: 20,
        isBreak: false,
        bigBlindAnte: false,
        colourUp: null,
      },
      {
        level: 2,
        smallBlind: 50,
        bigBlind: 100,
        ante: 100,
        duration: 20,
        isBreak: false,
        bigBlindAnte: true,
        colourUp: null,
      },
      {
        level: 3,
        smallBlind: 50,
        bigBlind: 100,
        ante: 0,
        duration: 10,
        isBreak: true,
        bigBlindAnte: false,
        colourUp: { remove: 25, next: 100 },
      },
      {
        level: 4,
        smallBlind: 100,
        bigBlind: 200,
        ante: 25,
        duration: 15,
        isBreak: false,
        bigBlindAnte: false,
        colourUp: null,
      },
    ];
    const payload = gamePayload();
    const created = await host.post(
      '/api/games',
      gamePayload({ blindStructure: { ...payload.blindStructure, levels } }),
    );
    expect(created.status).toBe(201);
    const page = await host.get(`/api/games/${created.body.data.game.id}`);
    expect(page.body.data.game.blindStructure.levels).toEqual(levels);
    // A cash game has no levels: its page reads an empty structure, not a missing one.
    const { blindStructure: _levels, ...cashFields } = payload;
    const cash = await host.post('/api/games', {
      ...cashFields,
      type: 'cash_game',
      cashGameBlinds: { smallBlind: 1, bigBlind: 2 },
    });
    expect(cash.status).toBe(201);
    const cashPage = await host.get(`/api/games/${cash.body.data.game.id}`);
    expect(cashPage.status).toBe(200);
    expect(cashPage.body.data.game.blindStructure?.levels ?? []).toEqual([]);
  });
  it("lists each game with its seats, waiting list and the reader's own status, as its page counts them", async () => {
    const { host, game, players } = await twoSeatsThreeAnswers();
    const listed = async (who: typeof host) =>
      (await who.get('/api/games?limit=20')).body.data.games.find((g: { id: string }) => g.id === game.id);
    const page = (await host.get(`/api/games/${game.id}`)).body.data.game;
    expect(await listed(host)).toMatchObject({
      confirmedCount: 2,
      participantCount: page.participantCount,
      waitlistCount: 1,
      userParticipantStatus: null,
      canManage: true,
    });
    expect(page.confirmedCount).toBe(2);
    expect(await listed(players[0]!)).toMatchObject({ userParticipantStatus: 'accepted', canManage: false });
    expect(await listed(players[2]!)).toMatchObject({
      userParticipantStatus: 'waitlisted',
      waitlistCount: 1,
    });
  });
  it('lets the host edit the game, and a larger table seats the waiting list', async () => {
    const { host, game } = await twoSeatsThreeAnswers();
    expect((await host.get(`/api/games/${game.id}`)).body.data.game.waitingList).toHaveLength(1);
    const shrink = await host.patch(`/api/games/${game.id}`, { maxParticipants: 1 });
    expect(shrink.status).toBe(400);
    const edited = await host.patch(`/api/games/${game.id}`, { maxParticipants: 3, name: 'Renamed Night' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.game).toMatchObject({
      name: 'Renamed Night',
      confirmedCount: 3,
      waitingList: [],
    });
  });
  it('saves a draft again from the wizard and keeps it a draft until the host finishes it', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const created = await host.post('/api/games', gamePayload({ status: 'draft' }));
    const id = created.body.data.game.id;
    expect(created.body.data.game.status).toBe('draft');
    // A saved game's body without the structure and rules (the wizard now sends them too; either is taken).
    const { blindStructure: _b, rules: _r, ...fields } = gamePayload({ name: 'Renamed Night' });
    // A status of draft is not taken here: only finishing (scheduled) is.
    const refused = await host.patch(`/api/games/${id}`, { ...fields, status: 'draft' });
    expect(refused.status).toBe(400);
    const again = await host.patch(`/api/games/${id}`, fields);
    expect(again.status).toBe(200);
    expect(again.body.data.game).toMatchObject({ name: 'Renamed Night', status: 'draft' });
    const finished = await host.patch(`/api/games/${id}`, { ...fields, status: 'scheduled' });
    expect(finished.body.data.game.status).toBe('scheduled');
  });
});
