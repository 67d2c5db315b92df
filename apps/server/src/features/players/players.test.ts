import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newUser, TestClient } from '../../../test/client.ts';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends } from '../../../test/harness.ts';

import { useServerWithMail } from '../../../test/with-mail.ts';

describe.each(backends)('players on %s', (backend) => {
  const ctx = useServerWithMail({ backend });

  it('finds users by name, username or e-mail regardless of case and accents, never oneself', async () => {
    const me = await signedIn(ctx.server.url, 'host', { firstName: 'Searcher' });
    const tag = `${Date.now()}`;
    const jose = await signedIn(ctx.server.url, 'participant', {
      firstName: 'José',
      lastName: `Núñez${tag}`,
    });
    // Text finds only people already known (docs/security.md): José is a contact.
    await me.post('/api/users/contacts', { userId: jose.user.id });
    expect(
      (await me.get(`/api/users/contacts/search?q=nunez${tag}`)).body.data.users.map((u: any) => u.id),
    ).toEqual([jose.user.id]);
    expect((await me.get(`/api/users/contacts/search?q=JOSÉ NÚÑEZ${tag}`)).body.data.users).toHaveLength(1);
    expect(
      (await me.get(`/api/users/contacts/search?q=${encodeURIComponent(jose.user.email.toUpperCase())}`)).body
        .data.users,
    ).toHaveLength(1);
    expect(
      (await me.get('/api/users/contacts/search?q=Searcher')).body.data.users.some(
        (u: any) => u.id === me.user.id,
      ),
    ).toBe(false);
    const short = await me.get('/api/users/contacts/search?q=a');
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Please enter at least 2 characters to search');
    expect((await me.get('/api/users/contacts/search?q=%25')).status).toBe(400);
  });

  it('suggests frequent co-players first for an empty query', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const regular = await signedIn(ctx.server.url, 'participant');
    const once = await signedIn(ctx.server.url, 'participant');
    for (let i = 0; i < 3; i++) {
      const game = (await host.post('/api/games', gamePayload())).body.data.game;
      const who = i === 0 ? [regular, once] : [regular];
      await host.post(`/api/games/${game.id}/participants`, {
        participants: who.map((p) => ({ userId: p.user.id, status: 'confirmed' })),
        sendEmailInvitations: false,
      });
    }
    const suggestions = (await host.get('/api/users/contacts/search?q=')).body.data.users;
    expect(suggestions.map((u: any) => u.id)).toEqual([regular.user.id, once.user.id]);
    expect(suggestions[0]).toMatchObject({ isFrequentPlayer: true, totalGamesPlayed: 3 });
    expect(suggestions[1].isFrequentPlayer).toBe(false);
  });

  it('invites a stranger by e-mail: pending, resend kills the old link, cancel; sign-up through the link makes contacts', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const email = `friend.${Date.now()}@example.com`;
    const sent = await host.post('/api/users/invite', {
      inviteeEmail: email,
      inviteeName: 'Friend',
      message: 'Join us',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.invitation).toMatchObject({ inviteeEmail: email, status: 'pending' });
    const first = await ctx.smtp.next(email, /invited you to PokerHome/);
    expect(first.text).toContain('Join us');
    expect((await host.post('/api/users/invite', { inviteeEmail: email })).status).toBe(409);
    expect((await host.post('/api/users/invite', { inviteeEmail: '' })).body.error.fields.inviteeEmail).toBe(
      'Email address is required',
    );
    expect(
      (await host.post('/api/users/invite', { inviteeEmail: 'not-an-email' })).body.error.fields.inviteeEmail,
    ).toBe('Please enter a valid email address');
    expect((await host.post('/api/users/invite', { inviteeEmail: host.user.email })).status).toBe(409);

    const id = sent.body.data.invitation.id;
    expect((await host.get('/api/users/invitations')).body.data.invitations.map((i: any) => i.id)).toContain(
      id,
    );
    // A resend waits out the cool-down (docs/security.md, "Mail limits"): the invitation is aged past it.
    await ctx.server.app.db.execute(
      sql`update user_invitations set sent_at = now() - interval '1 hour' where id = ${id}`,
    );
    expect((await host.post(`/api/users/invitations/${id}/resend`)).body.data.invitation.status).toBe(
      'pending',
    );
    const second = await ctx.smtp.next(email, /invited you to PokerHome/);
    const token = (link: string) => /invitation=([A-Za-z0-9_-]+)/.exec(link)![1]!;
    expect(token(second.text)).not.toBe(token(first.text));

    // Someone else cannot touch it.
    const other = await signedIn(ctx.server.url, 'host');
    expect((await other.post(`/api/users/invitations/${id}/cancel`)).status).toBe(404);

    const stranger = new TestClient(ctx.server.url);
    const registered = await stranger.post(
      '/api/auth/register',
      newUser({ email: `other.${email}`, invitationToken: token(first.text) }),
    );
    expect(registered.status).toBe(201);
    // The old link accepted nothing; the current one does.
    expect((await host.get('/api/users/invitations')).body.data.invitations.map((i: any) => i.id)).toContain(
      id,
    );
    const invitee = new TestClient(ctx.server.url);
    const viaLink = await invitee.post(
      '/api/auth/register',
      newUser({ email: `third.${email}`, invitationToken: token(second.text) }),
    );
    expect(
      (await host.get('/api/users/invitations')).body.data.invitations.map((i: any) => i.id),
    ).not.toContain(id);
    const linked = await ctx.server.app.db.execute(
      sql`select count(*)::int as n from contacts where (owner_id = ${host.user.id} and contact_user_id = ${viaLink.body.data.user.id}) or (owner_id = ${viaLink.body.data.user.id} and contact_user_id = ${host.user.id})`,
    );
    expect((linked as any).rows[0].n).toBe(2);

    const cancelMe = (await host.post('/api/users/invite', { inviteeEmail: `gone.${email}` })).body.data
      .invitation;
    const cancelMail = await ctx.smtp.next(`gone.${email}`, /invited you/);
    expect(
      (await host.post(`/api/users/invitations/${cancelMe.id}/cancel`)).body.data.invitation.status,
    ).toBe('cancelled');
    expect((await host.post(`/api/users/invitations/${cancelMe.id}/cancel`)).status).toBe(409);
    const late = new TestClient(ctx.server.url);
    const lateUser = await late.post(
      '/api/auth/register',
      newUser({ email: `late.${email}`, invitationToken: token(cancelMail.text) }),
    );
    const none = await ctx.server.app.db.execute(
      sql`select count(*)::int as n from contacts where owner_id = ${host.user.id} and contact_user_id = ${lateUser.body.data.user.id}`,
    );
    expect((none as any).rows[0].n).toBe(0);
  });
});
