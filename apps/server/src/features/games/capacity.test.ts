import { gameMessages } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends } from '../../../test/harness.ts';
import { useServerWithMail } from '../../../test/with-mail.ts';
import { lockGame } from './games.repository.ts';

describe.each(backends)('seats under concurrency on %s', (backend) => {
  const ctx = useServerWithMail({ backend });

  it('gives 50 simultaneous RSVPs for 10 seats exactly 10 seats and 40 places in line; a freed seat goes to the first in line', async () => {
    const host = await signedIn(ctx.server.url, 'organizer');
    const game = (await host.post('/api/games', gamePayload({ maxParticipants: 10 }))).body.data.game;
    const players = await Promise.all(
      Array.from({ length: 50 }, () => signedIn(ctx.server.url, 'participant')),
    );
    const invited = await host.post(`/api/games/${game.id}/participants`, {
      participants: players.map((p) => ({ userId: p.user.id })),
      sendEmailInvitations: false,
    });
    // Invitations are capped at the table size too; the rest come through the share link.
    expect(invited.body.data.participants).toHaveLength(10);
    expect(invited.body.data.errors).toHaveLength(40);
    const shareToken = new URL(
      (await host.get(`/api/games/${game.id}`)).body.data.game.shareUrl,
    ).searchParams.get('invite');

    const answers = await Promise.all(
      players.map((p) =>
        p.post(`/api/games/${game.id}/rsvp`, { status: 'accepted', inviteToken: shareToken }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const statuses = answers.map((a) => a.body.data.status);
    expect(statuses.filter((s) => s === 'accepted')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(40);

    const full = (await host.get(`/api/games/${game.id}`)).body.data.game;
    expect(full.confirmedCount).toBe(10);
    expect(full.waitingList).toHaveLength(40);
    const firstInLine = full.waitingList[0];

    const leaving = full.participants.find((p: any) => p.status === 'accepted');
    expect((await host.delete(`/api/games/${game.id}/participants/${leaving.id}`)).status).toBe(200);
    const after = (await host.get(`/api/games/${game.id}`)).body.data.game;
    expect(after.confirmedCount).toBe(10);
    expect(after.waitingList).toHaveLength(39);
    const promoted = after.participants.find((p: any) => p.id === firstInLine.id);
    expect(promoted.status).toBe('accepted');
    // The host does not see a waiting player's address (docs/security.md): the mail goes to theirs.
    expect(firstInLine.user.email).toBeNull();
    const firstEmail = players.find((p) => p.user.id === firstInLine.user.id)!.user.email;
    const mail = await ctx.smtp.next(firstEmail, /A seat opened up/);
    expect(mail.text).toContain(`/games/${game.id}/join`);
  });

  it('keeps a seat on a second accept, hands a declined seat to the first in line once, and keeps the earlier message', async () => {
    const host = await signedIn(ctx.server.url, 'organizer');
    const game = (await host.post('/api/games', gamePayload({ maxParticipants: 2 }))).body.data.game;
    const [ada, bob, cy] = await Promise.all([1, 2, 3].map(() => signedIn(ctx.server.url, 'participant')));
    await host.post(`/api/games/${game.id}/participants`, {
      participants: [ada!, bob!].map((p) => ({ userId: p.user.id })),
      sendEmailInvitations: false,
    });
    const shareToken = new URL(
      (await host.get(`/api/games/${game.id}`)).body.data.game.shareUrl,
    ).searchParams.get('invite');
    const rsvp = (who: typeof ada, body: Record<string, unknown>) =>
      who!.post(`/api/games/${game.id}/rsvp`, body).then((r) => r.body.data?.status ?? r.status);

    expect(await rsvp(ada, { status: 'accepted', message: 'Bringing chips' })).toBe('accepted');
    expect(await rsvp(bob, { status: 'accepted' })).toBe('accepted');
    expect(await rsvp(cy, { status: 'accepted', inviteToken: shareToken })).toBe('waitlisted');
    // A second tap keeps the seat and changes nothing.
    expect(await rsvp(ada, { status: 'accepted' })).toBe('accepted');
    const seen = (await host.get(`/api/games/${game.id}`)).body.data.game;
    const adaRow = seen.participants.find((p: any) => p.user.id === ada!.user.id);
    expect(adaRow).toMatchObject({ status: 'accepted', message: 'Bringing chips' });

    // Declining gives the seat to the one waiting, in the same statement: never three seated.
    expect(await rsvp(ada, { status: 'declined' })).toBe('declined');
    const after = (await host.get(`/api/games/${game.id}`)).body.data.game;
    const statusOf = (p: typeof ada) => after.participants.find((r: any) => r.user.id === p!.user.id);
    expect(statusOf(cy)).toMatchObject({ status: 'accepted' });
    expect(statusOf(ada)).toMatchObject({ status: 'declined', message: 'Bringing chips' });
    expect(after.confirmedCount).toBe(2);
    expect(after.waitingList).toHaveLength(0);
    await ctx.smtp.next(cy!.user.email, /A seat opened up/);
    // A second decline frees nothing and promotes nobody; coming back, the table is full.
    expect(await rsvp(ada, { status: 'declined' })).toBe('declined');
    expect(await rsvp(ada, { status: 'accepted' })).toBe('waitlisted');
    const jobs = await ctx.server.app.db.execute(
      sql`select count(*)::int as n from jobs where kind = 'waitlist-promoted' and payload->>'gameId' = ${game.id}`,
    );
    expect((jobs as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    // A game that is over takes no answer, whoever asks.
    await host.post(`/api/games/${game.id}/cancel`);
    const refused = await bob!.post(`/api/games/${game.id}/rsvp`, { status: 'declined' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(gameMessages.gameCancelled);
  });

  it('makes a second transaction wait for the game lock until the first commits', async () => {
    const host = await signedIn(ctx.server.url, 'host');
    const game = (await host.post('/api/games', gamePayload())).body.data.game;
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const firstHasLock = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const first = ctx.server.app.db.transaction(async (tx) => {
      await lockGame(tx, game.id);
      locked();
      await held;
      order.push('first commits');
    });
    await firstHasLock;
    const second = ctx.server.app.db.transaction(async (tx) => {
      await lockGame(tx, game.id);
      order.push('second has lock');
    });
    await new Promise((r) => setTimeout(r, 200));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first commits', 'second has lock']);
  });
});
