import { describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { useTestServer } from '../../../test/harness.ts';
import { outboxOf } from '../../../test/outbox.ts';

/**
 * Issue 28, point 5 (docs/templates-and-wizards.md, "Invitations from the wizard"): an invitation
 * to a draft is recorded, not mailed; scheduling the draft mails each one once, an address a live
 * RSVP link; scheduling again mails nothing more.
 */
describe('invitations to a draft game', () => {
  const server = useTestServer({});

  it('are mailed once, when the draft is scheduled, never before', async () => {
    const host = await signedIn(server.url, 'host');
    const friend = await signedIn(server.url, 'participant');
    const stranger = `stranger.${Date.now()}@example.com`;
    const game = (await host.post('/api/games', gamePayload({ name: 'Draft Night', status: 'draft' }))).body
      .data.game;
    expect(game.status).toBe('draft');
    const added = await host.post(`/api/games/${game.id}/participants`, {
      participants: [{ userId: friend.user.id }, { email: stranger }],
      sendEmailInvitations: true,
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ invitationsSent: 0, errors: [] });
    const mailsTo = async (to: string) =>
      (await outboxOf(server)).filter((m) => m.to === to && m.kind === 'game-invitation');
    expect(await mailsTo(friend.user.email)).toEqual([]);
    expect(await mailsTo(stranger)).toEqual([]);

    // An edit that keeps it a draft mails nothing either.
    expect((await host.patch(`/api/games/${game.id}`, { name: 'Draft Night II' })).status).toBe(200);
    expect(await mailsTo(stranger)).toEqual([]);

    expect((await host.patch(`/api/games/${game.id}`, { status: 'scheduled' })).status).toBe(200);
    const [toFriend] = await mailsTo(friend.user.email);
    expect(toFriend?.text).toContain(`/games/${game.id}/join`);
    const [toStranger, ...more] = await mailsTo(stranger);
    expect(more).toEqual([]);
    const token = /\/rsvp\/([A-Za-z0-9_-]+)/.exec(toStranger?.text ?? '')?.[1];
    expect(token).toBeDefined();
    // The mailed link opens the scheduled game.
    const link = await host.get(`/api/rsvp/${token}`);
    expect(link.status).toBe(200);

    expect((await host.patch(`/api/games/${game.id}`, { status: 'scheduled' })).status).toBe(200);
    expect((await mailsTo(stranger)).length).toBe(1);
    expect((await mailsTo(friend.user.email)).length).toBe(1);
  });
});
