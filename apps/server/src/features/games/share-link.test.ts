import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shareLinkMessages } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../../../test/fixtures.ts';
import { backends, startTestServer, type TestServer } from '../../../test/harness.ts';

// The web app's own index.html, so the preview is checked against the head the browser gets.
const webIndex = path.resolve(import.meta.dirname, '../../../../web/index.html');

describe.each(backends)('share links on %s', (backend) => {
  let server: TestServer;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'pokerhome-share-dist-'));
    copyFileSync(webIndex, path.join(distDir, 'index.html'));
    server = await startTestServer({ backend, env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  async function hostedGame(overrides: Record<string, unknown> = {}) {
    const host = await signedIn(server.url, 'host');
    const game = (await host.post('/api/games', gamePayload(overrides))).body.data.game;
    const token = new URL(game.shareUrl).searchParams.get('invite')!;
    return { host, game, token };
  }
  const join = async (gameId: string, token: string) => {
    const stranger = await signedIn(server.url, 'participant');
    const seen = await stranger.get(`/api/games/${gameId}?invite=${token}`);
    const answer = await stranger.post(`/api/games/${gameId}/rsvp`, {
      status: 'accepted',
      inviteToken: token,
    });
    return { stranger, seen, answer };
  };

  it('turned off, the link refuses the next visitor at once with a clear message; on again, it works', async () => {
    const { host, game, token } = await hostedGame();
    const first = await join(game.id, token);
    expect(first.answer.body.data.status).toBe('accepted');

    const off = await host.put(`/api/games/${game.id}/share-link`, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data.shareLink).toMatchObject({ enabled: false, used: 1 });

    const refused = await join(game.id, token);
    expect(refused.seen.status).toBe(403);
    expect(refused.seen.body.error.message).toBe(shareLinkMessages.off);
    expect(refused.answer.status).toBe(403);
    expect(refused.answer.body.error.message).toBe(shareLinkMessages.off);
    // Whoever came in before keeps the seat and still sees the game.
    expect((await first.stranger.get(`/api/games/${game.id}?invite=${token}`)).status).toBe(200);

    await host.put(`/api/games/${game.id}/share-link`, { enabled: true });
    expect((await join(game.id, token)).answer.body.data.status).toBe('accepted');
  });

  it('caps how many join through the link; the table still rules and the waiting list takes the rest', async () => {
    const { host, game, token } = await hostedGame({ maxParticipants: 2 });
    expect((await host.put(`/api/games/${game.id}/share-link`, { cap: 3 })).body.data.shareLink.cap).toBe(3);

    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await join(game.id, token)).answer.body.data.status);
    expect(statuses).toEqual(['accepted', 'accepted', 'waitlisted']);

    const fourth = await join(game.id, token);
    expect(fourth.answer.status).toBe(409);
    expect(fourth.answer.body.error.message).toBe(shareLinkMessages.capReached);

    // Lifting the cap lets the next one in (to the waiting list: the table is full).
    await host.put(`/api/games/${game.id}/share-link`, { cap: null });
    expect((await join(game.id, token)).answer.body.data.status).toBe('waitlisted');
    expect((await host.put(`/api/games/${game.id}/share-link`, { cap: 0 })).status).toBe(400);
  });

  it('shows the host who came in through the link, and nobody else may read or change it', async () => {
    const { host, game, token } = await hostedGame();
    const invited = await signedIn(server.url, 'participant');
    await host.post(`/api/games/${game.id}/participants`, {
      participants: [{ userId: invited.user.id }],
      sendEmailInvitations: false,
    });
    await invited.post(`/api/games/${game.id}/rsvp`, { status: 'accepted' });
    const viaLink = await join(game.id, token);

    const panel = (await host.get(`/api/games/${game.id}/share-link`)).body.data.shareLink;
    expect(panel.joined).toEqual([
      expect.objectContaining({ name: `${viaLink.stranger.user.firstName} Lovelace`, status: 'accepted' }),
    ]);
    const participants = (await host.get(`/api/games/${game.id}`)).body.data.game.participants;
    const byUser = new Map(participants.map((p: any) => [p.user.id, p.joinedViaShareLink]));
    expect(byUser.get(viaLink.stranger.user.id)).toBe(true);
    expect(byUser.get(invited.user.id)).toBe(false);

    expect((await viaLink.stranger.get(`/api/games/${game.id}/share-link`)).status).toBe(403);
    expect((await viaLink.stranger.put(`/api/games/${game.id}/share-link`, { enabled: false })).status).toBe(
      403,
    );
  });

  it('gives the join page of a live link a preview card with title, date and place, escaped', async () => {
    const { host, game, token } = await hostedGame({
      name: 'Friday <script>alert(1)</script> "Deep" Stack',
      location: { name: "Sam's & Co <b>", address: '1 Secret Street', notes: 'Ring twice' },
    });
    const page = async (url: string) => (await fetch(`${server.url}${url}`)).text();
    const html = await page(`/games/${game.id}/join?invite=${token}`);
    expect(html).toContain(
      '<meta property="og:title" content="Friday &lt;script&gt;alert(1)&lt;/script&gt; &quot;Deep&quot; Stack" />',
    );
    expect(html).not.toContain('<script>alert(1)');
    const description = /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1];
    expect(description).toMatch(/2\d{3} at .* · Sam&#39;s &amp; Co &lt;b&gt;$/);
    expect(html).toContain(`<meta property="og:url" content="${game.shareUrl}" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    // One of each: the site's generic tags made way.
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html).not.toContain('Secret Street');
    expect(html).not.toContain('Ring twice');

    // Nothing about the game for an unknown token, another page, or a link turned off.
    expect(await page(`/games/${game.id}/join?invite=wrong`)).not.toContain('Deep');
    expect(await page(`/games/${game.id}/manage`)).not.toContain('Deep');
    await host.put(`/api/games/${game.id}/share-link`, { enabled: false });
    const off = await page(`/games/${game.id}/join?invite=${token}`);
    expect(off).not.toContain('Deep');
    expect(off).toContain('property="og:title" content="PokerHome');
  });

  it("counts a no-show the host marks after the game in the player's reliability, shown when inviting", async () => {
    const { host, game, token } = await hostedGame();
    const player = await join(game.id, token);
    await host.post('/api/users/contacts', { userId: player.stranger.user.id });
    const seat = (await host.get(`/api/games/${game.id}`)).body.data.game.participants.find(
      (p: any) => p.user.id === player.stranger.user.id,
    );
    const mark = (noShow: boolean | null) =>
      host.put(`/api/games/${game.id}/participants/${seat.id}/no-show`, { noShow });
    const reliability = async () =>
      (await host.get('/api/users/contacts')).body.data.contacts[0].reliabilityScore;

    // Before the game starts there is nothing to mark.
    const early = await mark(true);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(shareLinkMessages.noShowTooEarly);

    await server.app.db.execute(
      sql`update games set scheduled_date = now() - interval '5 hours' where id = ${game.id}`,
    );
    expect(await reliability()).toBe(100);
    const marked = await mark(true);
    expect(marked.status).toBe(200);
    expect(marked.body.data.participant.noShow).toBe(true);
    expect(await reliability()).toBe(90);
    // The mark is the host's: the player does not see it on the game.
    const own = (await player.stranger.get(`/api/games/${game.id}`)).body.data.game.participants;
    expect(own.every((p: any) => p.noShow === null)).toBe(true);
    // Only the host marks.
    expect(
      (await player.stranger.put(`/api/games/${game.id}/participants/${seat.id}/no-show`, { noShow: true }))
        .status,
    ).toBe(403);

    // The host's "came after all" overrides an inferred no-show (others paid, not this player).
    const other = await join(game.id, token);
    const otherSeat = (await host.get(`/api/games/${game.id}`)).body.data.game.participants.find(
      (p: any) => p.user.id === other.stranger.user.id,
    );
    await host.post(`/api/games/${game.id}/ledger/check-in`, { participantIds: [otherSeat.id] });
    await mark(null);
    expect(await reliability()).toBe(90);
    await mark(false);
    expect(await reliability()).toBe(100);
  });
});
