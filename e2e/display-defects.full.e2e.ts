import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../apps/server/test/fixtures.ts';
import { knockOuts } from '../apps/server/test/tournament-fixtures.ts';
import { signInAs } from './support/auth.ts';
import { resultsDir, useBrowserPage } from './support/browser.ts';
import { useTestServer } from './support/server.ts';
import { cutOffIn, startedTvNight } from './support/tv.ts';

/**
 * Issue 18's TV defects, one test each, measured the way a person across the room meets them:
 * "Exit Display Mode" must stand out from whatever is behind it (contrast of its text against the
 * colour actually under it, not only its own background), the pause reason and the final results
 * must be large at 1920x1080, and the TV must show the director's figures and what comes next.
 */
describe('the TV at 1920x1080', () => {
  const server = useTestServer();
  const browser = useBrowserPage();

  /** The TV, signed out through the display link, at 1920x1080. */
  async function openTv(tvPath: string) {
    const tv = browser.page();
    await tv.setViewportSize({ width: 1920, height: 1080 });
    await tv.goto(`${server.url}${tvPath}`);
    await tv.getByTestId('clock-time').waitFor();
    return tv;
  }

  /** A started 5-player tournament whose structure has a break; the host's client and the TV path. */
  async function runningTournament() {
    const host = await signedIn(server.url, 'host');
    return { host, ...(await startedTvNight(host, 5)) };
  }

  const fontPx = (selector: ReturnType<Page['getByText']>) =>
    selector.evaluate((el) =>
      Number.parseFloat((globalThis as never as Styles).getComputedStyle(el).fontSize),
    );

  it('"Exit Display Mode" reads against what is behind it (contrast 4.5:1 or more)', async () => {
    const { host, game } = await runningTournament();
    const page = browser.page();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signInAs(page, server, host);
    await page.goto(`${server.url}/games/${game.id}/tournament`);
    await page.getByRole('button', { name: 'Display Mode' }).click();
    const exit = page.getByRole('button', { name: 'Exit Display Mode' });
    await exit.waitFor();
    const ratio = await exit.evaluate(contrastAgainstBackdrop);
    await page.screenshot({ path: `${resultsDir}/display-defects-exit-1920.png` });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('shows the pause reason in large type on the TV', async () => {
    const { host, tournament, tvPath } = await runningTournament();
    const tv = await openTv(tvPath);
    expect(
      (await host.post(`/api/tournaments/${tournament.id}/pause`, { reason: 'Dinner is served' })).status,
    ).toBe(200);
    const reason = tv.getByText('Paused: Dinner is served');
    await reason.waitFor();
    await tv.screenshot({ path: `${resultsDir}/display-defects-pause-1920.png` });
    expect(await fontPx(reason)).toBeGreaterThanOrEqual(40);
  });

  it('shows the final results in large type on the TV', async () => {
    const { host, tournament, tvPath } = await runningTournament();
    const tv = await openTv(tvPath);
    const players = tournament.players as { id: string }[];
    for (const p of players.slice(1)) {
      expect(
        (await host.post(`/api/tournaments/${tournament.id}/eliminate`, { playerId: p.id })).status,
      ).toBe(200);
    }
    await tv.getByRole('heading', { name: 'Final results' }).waitFor();
    const winner = tv.getByRole('listitem').filter({ hasText: '#1' });
    await tv.screenshot({ path: `${resultsDir}/display-defects-results-1920.png` });
    expect(await fontPx(winner)).toBeGreaterThanOrEqual(30);
  });

  it("shows a director's figures, the level length and the levels coming up, and fills the screen", async () => {
    const { host, tournament, tvPath } = await runningTournament();
    const tv = await openTv(tvPath);
    const shown = async (label: string | RegExp) => (await tv.getByText(label).count()) > 0;
    expect({
      playersOfEntrants: await shown('5 of 5'),
      chipsInPlay: await shown('Chips in play'),
      chipLeader: await shown('Chip leader'),
      nextBreak: await shown('Next break'),
      rebuysAndAddOns: await shown('Rebuys · add-ons'),
      levelLength: await shown('Level length'),
      comingUp: await shown('Coming up'),
    }).toEqual({
      playersOfEntrants: true,
      chipsInPlay: true,
      chipLeader: true,
      nextBreak: true,
      rebuysAndAddOns: true,
      levelLength: true,
      comingUp: true,
    });
    // The upcoming levels: level 2's blinds, then the break, then level 3 with its ante.
    expect(await tv.getByTestId('tv-upcoming').textContent()).toMatch(
      /L2 50 \/ 100\s*20 min.*Break\s*10 min.*L3 100 \/ 200 · ante 200\s*20 min/,
    );
    // Three knockouts later the feed and the payouts are full; nothing is cut off or scrolls, at
    // 1920x1080 or on a 1280x720 projector.
    const [a, b, c, d] = tournament.players as { id: string }[];
    await knockOuts(host, tournament.id, [
      [b!.id, a!.id],
      [c!.id, a!.id],
      [d!.id, a!.id],
    ]);
    await expect.poll(() => tv.getByTestId('tv-players').textContent()).toBe('2 of 5');
    await tv.getByTestId('knockout-feed').waitFor();
    for (const [width, height] of [
      [1920, 1080],
      [1280, 720],
    ] as const) {
      await tv.setViewportSize({ width, height });
      await tv.screenshot({ path: `${resultsDir}/display-defects-figures-${width}.png` });
      expect(await tv.evaluate<string[]>(cutOff)).toEqual([]);
    }
  });
});

/** A canvas's 2D context, as far as the contrast check uses it (the e2e project has no DOM types). */
type Ctx = {
  fillStyle: string;
  clearRect(x: number, y: number, w: number, h: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Iterable<number> };
};

/** The page's getComputedStyle (the e2e project is typed without the DOM library). */
type Styles = {
  getComputedStyle(el: unknown): { fontSize: string; backgroundColor: string; color: string };
};

/** What of the TV is cut off: its clock and figures (`section`) and its side panels (`aside`). */
const cutOff = cutOffIn('aside, aside *, section, section *');

/**
 * The contrast ratio (WCAG) of an element's text against the colour actually behind it: its own
 * background composited over the backgrounds of the elements under its centre, down to an opaque one.
 * Runs in the page, on the element.
 */
function contrastAgainstBackdrop(el: unknown): number {
  const doc = (globalThis as never as { document: { elementsFromPoint(x: number, y: number): unknown[] } })
    .document;
  const styles = globalThis as never as Styles;
  const box = (
    el as { getBoundingClientRect(): { x: number; y: number; width: number; height: number } }
  ).getBoundingClientRect();
  // Computed colours come as oklch/oklab (Tailwind 4): a 1x1 canvas turns any of them into sRGB.
  const canvas = (
    globalThis as never as {
      document: { createElement(tag: string): { width: number; height: number; getContext(k: string): Ctx } };
    }
  ).document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const ctx = canvas.getContext('2d');
  const parse = (c: string) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
    return { r, g, b, a: a / 255 };
  };
  type Rgba = ReturnType<typeof parse>;
  const over = (top: Rgba, bottom: Rgba): Rgba => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  const contains = (a: unknown, b: unknown) => (a as { contains(n: unknown): boolean }).contains(b);
  // The element's own background, then what lies under its centre, top to bottom.
  const layers = [parse(styles.getComputedStyle(el).backgroundColor)];
  for (const under of doc.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2)) {
    if (contains(el, under)) continue;
    const bg = parse(styles.getComputedStyle(under).backgroundColor);
    if (bg.a > 0) layers.push(bg);
    if (bg.a >= 1) break;
  }
  let backdrop: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  for (const layer of layers.reverse()) backdrop = over(layer, backdrop);
  const text = over(parse(styles.getComputedStyle(el).color), backdrop);
  const luminance = ({ r, g, b }: Rgba) => {
    const lin = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const [hi, lo] = [luminance(text), luminance(backdrop)].sort((a, b) => b - a) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
