import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client.ts';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends, useTestServer } from '../../../test/harness.ts';
import { outboxOf } from '../../../test/outbox.ts';
import { users } from '../../db/schema.ts';

/**
 * The audit's takeover (issue 25, finding 1): ask a reset for someone else's address, read the
 * link from the outbox signed out, set a new password. No mode shows the outbox to anyone but an
 * admin (docs/security.md, "The outbox").
 */
describe.each(backends)('the mail outbox on %s', (backend) => {
  // Development mode without SMTP_URL: the mode the old /api/dev/outbox answered anyone in.
  const server = useTestServer({ backend, env: { NODE_ENV: 'development' } });

  async function resetAskedFor() {
    const victim = await signedIn(server.url, 'host');
    const stranger = new TestClient(server.url);
    expect((await stranger.post('/api/auth/forgot-password', { email: victim.user.email })).status).toBe(200);
    return { victim, stranger };
  }

  it("shows nobody signed out, and no signed-in non-admin, anyone's mail", async () => {
    const { victim, stranger } = await resetAskedFor();
    const player = await signedIn(server.url, 'participant');
    const host = await signedIn(server.url, 'organizer');
    const answers = [
      { who: 'signed out', res: await stranger.get('/api/admin/outbox'), status: 401 },
      { who: 'a participant', res: await player.get('/api/admin/outbox'), status: 403 },
      { who: 'an organizer', res: await host.get('/api/admin/outbox'), status: 403 },
      { who: 'the victim', res: await victim.get('/api/admin/outbox'), status: 403 },
      // The developer route of old is gone in every mode.
      { who: 'signed out, old path', res: await stranger.get('/api/dev/outbox'), status: 404 },
      { who: 'a participant, old path', res: await player.get('/api/dev/outbox'), status: 404 },
    ];
    for (const { who, res, status } of answers) {
      expect({ who, status: res.status }).toEqual({ who, status });
      expect(JSON.stringify(res.body)).not.toContain('/reset-password');
      expect(JSON.stringify(res.body)).not.toContain(victim.user.email);
    }
  });

  it('shows an admin the newest mail, reset links included', async () => {
    const { victim } = await resetAskedFor();
    const admin = await signedIn(server.url, 'organizer');
    // Admins are made by the operator, not by registering.
    await server.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const res = await admin.get('/api/admin/outbox');
    expect(res.status).toBe(200);
    const reset = res.body.data.messages.find(
      (m: { to: string; kind: string }) => m.to === victim.user.email && m.kind === 'reset-password',
    );
    expect(reset.subject).toBe('Reset your PokerHome password');
    expect(reset.text).toMatch(/\/reset-password\?token=/);
  });

  it('keeps a display name from reading as addresses in a subject (docs/security.md, "Mail subjects")', async () => {
    // The audit's name: quotes and angle brackets would make the subject look like a sender list.
    const host = await signedIn(server.url, 'host', { firstName: 'Eve" <attacker@evil.test>, x Bcc:' });
    const game = (await host.post('/api/games', gamePayload({ name: 'Poker <night>' }))).body.data.game;
    const guest = `guest.${Date.now()}@example.com`;
    const invited = await host.post(`/api/games/${game.id}/participants`, {
      participants: [{ email: guest }],
      sendEmailInvitations: true,
    });
    expect(invited.status).toBe(200);
    const mail = (await outboxOf(server)).find((m) => m.to === guest && m.kind === 'game-invitation');
    expect(mail?.subject).toBe('Eve attacker@evil.test , x Bcc: Lovelace invited you to Poker night');
  });
});
