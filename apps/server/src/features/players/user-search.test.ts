import { describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends } from '../../../test/harness.ts';
import { useServerWithMail } from '../../../test/with-mail.ts';

type Client = Awaited<ReturnType<typeof signedIn>>;
const search = async (who: Client, q: string) =>
  (await who.get(`/api/users/contacts/search?q=${encodeURIComponent(q)}`)).body.data.users as any[];

/** Every address that appears anywhere in an answer. */
const addressesIn = (body: unknown) => JSON.stringify(body).match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? [];

describe.each(backends)('privacy of user search and addresses on %s', (backend) => {
  const ctx = useServerWithMail({ backend });
  const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  it('finds a stranger only by their whole address, and gives back only the address typed', async () => {
    const me = await signedIn(ctx.server.url, 'host');
    const t = tag();
    const stranger = await signedIn(ctx.server.url, 'participant', {
      firstName: `Zed${t}`,
      email: `zed.${t}@example.com`,
    });
    expect(await search(me, `Zed${t}`)).toEqual([]);
    // Two letters of the address, or a part of it, harvest nothing.
    expect(await search(me, `zed.${t}`)).toEqual([]);
    expect(await search(me, `${t}@example`)).toEqual([]);
    const exact = await search(me, `  ZED.${t}@Example.com `);
    expect(exact).toMatchObject([{ id: stranger.user.id, email: stranger.user.email }]);
    expect(await search(me, `other.${t}@example.com`)).toEqual([]);
  });

  it('finds people shared in a game or kept as contacts by name, never with their address', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const t = tag();
    const player = await signedIn(ctx.server.url, 'participant', { firstName: `Pia${t}` });
    const contact = await signedIn(ctx.server.url, 'participant', { firstName: `Cory${t}` });
    const game = (await host.post('/api/games', gamePayload())).body.data.game;
    await host.post(`/api/games/${game.id}/participants`, {
      participants: [{ userId: player.user.id, status: 'confirmed' }],
      sendEmailInvitations: false,
    });
    await host.post('/api/users/contacts', { userId: contact.user.id });

    expect((await search(host, `Pia${t}`)).map((u) => [u.id, u.email])).toEqual([[player.user.id, null]]);
    expect((await search(host, `Cory${t}`)).map((u) => [u.id, u.email])).toEqual([[contact.user.id, null]]);
    // Known people are found by name, not by what their address contains.
    const local = player.user.email.split('@')[0]!;
    expect(await search(host, local)).toEqual([]);
    expect(addressesIn(await search(host, ''))).toEqual([]);
    // The player, seated in the host's game, finds the host by name.
    expect((await search(player, host.user.firstName)).some((u) => u.id === host.user.id)).toBe(true);
  });

  it('adds any account as a contact without telling its address, unless it was typed or a game is shared', async () => {
    const me = await signedIn(ctx.server.url, 'host');
    const stranger = await signedIn(ctx.server.url, 'participant');
    const typed = await signedIn(ctx.server.url, 'participant');
    const guessed = await signedIn(ctx.server.url, 'participant');

    const blind = await me.post('/api/users/contacts', { userId: stranger.user.id });
    expect(blind.status).toBe(201);
    expect(blind.body.data.contact.email).toBeNull();
    expect(addressesIn(blind.body)).toEqual([]);

    const known = await me.post('/api/users/contacts', {
      userId: typed.user.id,
      email: typed.user.email.toUpperCase(),
    });
    expect(known.body.data.contact.email).toBe(typed.user.email);
    // A wrong guess is ignored, never confirmed or corrected.
    const wrong = await me.post('/api/users/contacts', {
      userId: guessed.user.id,
      email: 'guess@example.com',
    });
    expect(wrong.body.data.contact.email).toBeNull();

    const listed = (await me.get('/api/users/contacts')).body.data.contacts as any[];
    expect(Object.fromEntries(listed.map((c) => [c.contactId, c.email]))).toEqual({
      [stranger.user.id]: null,
      [typed.user.id]: typed.user.email,
      [guessed.user.id]: null,
    });

    // Once the stranger answers "yes" to my game, we share it: the address shows.
    const game = (await me.post('/api/games', gamePayload())).body.data.game;
    await me.post(`/api/games/${game.id}/participants`, {
      participants: [{ userId: stranger.user.id }],
      sendEmailInvitations: false,
    });
    expect((await stranger.post(`/api/games/${game.id}/rsvp`, { status: 'accepted' })).status).toBe(200);
    const after = (await me.get('/api/users/contacts')).body.data.contacts as any[];
    expect(after.find((c) => c.contactId === stranger.user.id).email).toBe(stranger.user.email);
  });

  it('does not let a host read an address by seating an account that never answered', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const target = await signedIn(ctx.server.url, 'participant');
    const game = (await host.post('/api/games', gamePayload())).body.data.game;
    const added = await host.post(`/api/games/${game.id}/participants`, {
      participants: [{ userId: target.user.id, status: 'confirmed' }],
      sendEmailInvitations: false,
    });
    expect(addressesIn(added.body)).toEqual([]);
    const twice = await host.post(`/api/games/${game.id}/participants`, {
      participants: [{ userId: target.user.id, status: 'confirmed' }],
      sendEmailInvitations: false,
    });
    expect(addressesIn(twice.body)).toEqual([]);
    const participantId = added.body.data.participants[0].id;
    const updated = await host.put(`/api/games/${game.id}/participants/${participantId}`, {
      arrived: true,
    });
    expect(updated.status).toBe(200);
    expect(addressesIn(updated.body)).toEqual([]);
    const read = await host.get(`/api/games/${game.id}`);
    expect(addressesIn(read.body).filter((a) => a !== host.user.email)).toEqual([]);
    expect(addressesIn((await host.get('/api/users/participation')).body)).toEqual([]);
    await host.post('/api/users/contacts', { userId: target.user.id });
    expect(addressesIn((await host.get('/api/users/contacts')).body)).toEqual([]);
  });

  it('shows the addresses of a game to those seated in it by their own answer, not to the merely invited', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const [ann, bob, cat] = await Promise.all([1, 2, 3].map(() => signedIn(ctx.server.url, 'participant')));
    const game = (await host.post('/api/games', gamePayload())).body.data.game;
    await host.post(`/api/games/${game.id}/participants`, {
      participants: [ann!, bob!, cat!].map((p) => ({ userId: p.user.id })),
      sendEmailInvitations: false,
    });
    await ann!.post(`/api/games/${game.id}/rsvp`, { status: 'accepted' });
    await bob!.post(`/api/games/${game.id}/rsvp`, { status: 'accepted' });
    const emailsSeenBy = async (who: Client) =>
      Object.fromEntries(
        ((await who.get(`/api/games/${game.id}`)).body.data.game.participants as any[]).map((p) => [
          p.user.id,
          p.user.email,
        ]),
      );
    expect(await emailsSeenBy(ann!)).toEqual({
      [ann!.user.id]: ann!.user.email,
      [bob!.user.id]: bob!.user.email,
      [cat!.user.id]: null,
    });
    // Cat has not answered: she sees her own address and nobody else's.
    expect(await emailsSeenBy(cat!)).toEqual({
      [ann!.user.id]: null,
      [bob!.user.id]: null,
      [cat!.user.id]: cat!.user.email,
    });
  });
});
