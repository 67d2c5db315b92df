import { expect } from 'vitest';
import type { signedIn } from '../../apps/server/test/fixtures.ts';
import { hostedGame, numberedGuests, prizePool } from './games.ts';

type Host = Pick<Awaited<ReturnType<typeof signedIn>>, 'post'>;

/**
 * The TV journeys' game: 25/50 and 50/100, a scheduled 10-minute break, then 100/200 with a 200
 * ante; three places paid.
 */
const tvNight = {
  name: 'Friday Night Deepstack',
  maxParticipants: 10,
  blindStructure: {
    startingChips: 5000,
    levels: [
      { level: 1, smallBlind: 25, bigBlind: 50, duration: 20 },
      { level: 2, smallBlind: 50, bigBlind: 100, duration: 20 },
      { level: 3, smallBlind: 100, bigBlind: 200, duration: 10, isBreak: true },
      { level: 4, smallBlind: 100, bigBlind: 200, ante: 200, duration: 20 },
    ],
    prizePoolBreakdown: prizePool(50, 30, 20),
  },
};

/** The TV journeys' game started with `guests` numbered guests: the game, the tournament, the TV's path. */
export async function startedTvNight(host: Host, guests: number) {
  const { game } = await hostedGame(host, tvNight, numberedGuests(guests));
  const started = await host.post(`/api/tournaments/${game.id}/start`, {});
  expect(started.status).toBe(201);
  const { tournament } = started.body.data;
  return { game, tournament, tvPath: new URL(tournament.displayUrl as string).pathname };
}

/**
 * What of the TV is cut off: the page scrolling, or one of the elements `selector` picks past the
 * screen's edge or clipping its content. A script for `page.evaluate`: an empty list when all fits.
 */
export const cutOffIn = (selector: string) => `(() => {
  const w = window.innerWidth, h = window.innerHeight;
  const cut = [];
  const root = document.documentElement;
  if (root.scrollWidth > w || root.scrollHeight > h) cut.push('the page scrolls');
  for (const el of document.querySelectorAll(${JSON.stringify(selector)})) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const name = el.tagName.toLowerCase() + ' "' + (el.textContent || '').trim().slice(0, 30) + '"';
    if (r.right > w + 1 || r.bottom > h + 1) cut.push(name + ' past the edge');
    const style = getComputedStyle(el);
    if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible') cut.push(name + ' clipped across');
    if (el.scrollHeight > el.clientHeight + 1 && style.overflowY !== 'visible') cut.push(name + ' clipped down');
  }
  return cut;
})()`;
