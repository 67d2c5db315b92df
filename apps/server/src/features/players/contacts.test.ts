import { newContactFigures } from '@pokerhome/domain/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client.ts';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends } from '../../../test/harness.ts';
import { useServerWithMail } from '../../../test/with-mail.ts';

describe.each(backends)('contacts on %s', (backend) => {
  const ctx = useServerWithMail({ backend });
  const exec = (query: ReturnType<typeof sql>) => ctx.server.app.db.execute(query);

  it('adds, annotates and removes a contact; a duplicate answers "already exists"; others cannot touch it', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const friend = await signedIn(ctx.server.url, 'participant', { firstName: 'Ada', lastName: 'Lovelace' });

    // Added with the address the host typed to find her: the contact may show it.
    const added = await host.post('/api/users/contacts', {
      userId: friend.user.id,
      email: friend.user.email,
    });
    expect(added.status).toBe(201);
    expect(added.body.data.contact).toMatchObject({
      contactId: friend.user.id,
      name: 'Ada Lovelace',
      email: friend.user.email,
      ...newContactFigures,
    });
    const again = await host.post('/api/users/contacts', { userId: friend.user.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('already exists');
    expect((await host.post('/api/users/contacts', { userId: host.user.id })).status).toBe(400);
    expect((await host.post('/api/users/contacts', { userId: crypto.randomUUID() })).status).toBe(404);
    expect((await host.post('/api/users/contacts', { userId: 'nope' })).body.error.fields.userId).toBe(
      'User not found',
    );

    const id = added.body.data.contact.id;
    const updated = await host.put(`/api/users/contacts/${id}`, { notes: 'Bluffs a lot', tags: ['regular'] });
    expect(updated.body.data.contact).toMatchObject({ notes: 'Bluffs a lot', tags: ['regular'] });
    const tooMany = await host.put(`/api/users/contacts/${id}`, {
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
    });
    expect(tooMany.body.error.fields.tags).toBe('A contact can have at most 10 tags');

    const stranger = await signedIn(ctx.server.url, 'host');
    expect((await stranger.delete(`/api/users/contacts/${id}`)).status).toBe(404);
    expect((await stranger.put(`/api/users/contacts/${id}`, { notes: 'x' })).status).toBe(404);
    expect((await host.get('/api/users/contacts')).body.data.contacts.map((c: any) => c.id)).toEqual([id]);

    expect((await host.delete(`/api/users/contacts/${id}`)).status).toBe(200);
    expect((await host.get('/api/users/contacts')).body.data.contacts).toEqual([]);
    expect((await host.delete(`/api/users/contacts/${id}`)).status).toBe(404);
  });

  it('keeps one contact when the same person is added twice at once', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const friend = await signedIn(ctx.server.url, 'participant');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => host.post('/api/users/contacts', { userId: friend.user.id })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await host.get('/api/users/contacts')).body.data.contacts).toHaveLength(1);
  });

  it('computes the figures from real history: games played, late declines, no-shows, response time', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const friend = await signedIn(ctx.server.url, 'participant');
    const other = await signedIn(ctx.server.url, 'participant');
    await host.post('/api/users/contacts', { userId: friend.user.id });
    const newGame = async (type: 'tournament' | 'cash_game') =>
      (
        await host.post(
          '/api/games',
          gamePayload({ type, ...(type === 'cash_game' ? { blindStructure: undefined } : {}) }),
        )
      ).body.data.game.id as string;
    const invite = (gameId: string) =>
      host.post(`/api/games/${gameId}/participants`, {
        participants: [{ userId: friend.user.id }, { userId: other.user.id }],
        sendEmailInvitations: false,
      });

    // Two games played, one of them a cash game; the friend answered each within the hour.
    const played = [await newGame('tournament'), await newGame('tournament'), await newGame('cash_game')];
    for (const gameId of played) {
      await invite(gameId);
      await friend.post(`/api/games/${gameId}/rsvp`, { status: 'accepted' });
    }
    await exec(
      sql`update games set scheduled_date = now() - interval '3 days' where id in (${played[0]}, ${played[2]})`,
    );

    // A "no" two hours before the start is a late decline.
    const late = await newGame('tournament');
    await invite(late);
    await friend.post(`/api/games/${late}/rsvp`, { status: 'declined' });
    await exec(sql`update games set scheduled_date = now() + interval '2 hours' where id = ${late}`);
    await exec(sql`update game_participants set invited_at = responded_at - interval '2 hours'
      where user_id = ${friend.user.id}`);

    // The host recorded the other player's buy-in but not the friend's: a no-show.
    const [, , cash] = played;
    const participants = (await host.get(`/api/games/${cash}`)).body.data.game.participants;
    const otherSeat = participants.find((p: any) => p.user.id === other.user.id);
    const checkIn = await host.post(`/api/games/${cash}/ledger/check-in`, { participantIds: [otherSeat.id] });
    expect(checkIn.status).toBe(200);

    const [contact] = (await host.get('/api/users/contacts')).body.data.contacts;
    expect(contact).toMatchObject({
      totalGamesPlayed: 2,
      averageRSVPResponse: 2,
      reliabilityScore: 100 - 10 - 5,
    });
    expect(contact.preferredGameTypes.sort()).toEqual(['cash_game', 'tournament']);
    expect(new Date(contact.lastGameDate).getTime()).toBeLessThan(Date.now());
    expect(contact.statistics).toMatchObject({
      totalInvited: 4,
      totalAccepted: 3,
      totalDeclined: 1,
      acceptanceRate: 75,
    });
  });

  it('lists the participation history with statistics and monthly analytics', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const a = await signedIn(ctx.server.url, 'participant', { firstName: 'Anna' });
    const b = await signedIn(ctx.server.url, 'participant', { firstName: 'Bram' });
    const gameId = (await host.post('/api/games', gamePayload())).body.data.game.id;
    await host.post(`/api/games/${gameId}/participants`, {
      participants: [
        { userId: a.user.id },
        { userId: b.user.id },
        { isGuest: true, guestFirstName: 'Gus', guestLastName: 'Guest' },
      ],
      sendEmailInvitations: false,
    });
    await a.post(`/api/games/${gameId}/rsvp`, { status: 'accepted' });
    await b.post(`/api/games/${gameId}/rsvp`, { status: 'declined' });

    const { body } = await host.get('/api/users/participation');
    expect(body.data.records.map((r: any) => [r.role, r.player.name.split(' ')[0], r.status]).sort()).toEqual(
      [
        ['hosted', 'Anna', 'accepted'],
        ['hosted', 'Bram', 'declined'],
        ['hosted', 'Gus', 'confirmed'],
      ],
    );
    // The guest was seated, not invited: the rates count invitations only.
    expect(body.data.statistics).toMatchObject({ totalInvited: 2, totalAccepted: 1, acceptanceRate: 50 });
    expect(body.data.months).toHaveLength(12);
    expect(body.data.months.at(-1)).toMatchObject({
      invited: 2,
      accepted: 1,
      declined: 1,
      acceptanceRate: 50,
    });

    // The player sees the same game from the other side.
    const mine = (await a.get('/api/users/participation')).body.data;
    expect(mine.records).toMatchObject([{ role: 'played', gameId, status: 'accepted' }]);
    expect(mine.statistics.totalInvited).toBe(0);
    expect((await new TestClient(ctx.server.url).get('/api/users/participation')).status).toBe(401);
  });

  it('refuses invitations beyond the free slots with the panel message', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const people = await Promise.all([1, 2, 3].map(() => signedIn(ctx.server.url, 'participant')));
    const gameId = (await host.post('/api/games', gamePayload({ maxParticipants: 2 }))).body.data.game.id;
    const answer = await host.post(`/api/games/${gameId}/participants`, {
      participants: people.map((p) => ({ userId: p.user.id })),
      sendEmailInvitations: false,
    });
    expect(answer.body.data.participants).toHaveLength(2);
    expect(answer.body.data.errors).toEqual([
      `${people[2]!.user.firstName} Lovelace: Cannot invite more than 2 participants`,
    ]);
  });
});
