import { chipRace } from '@pokerhome/domain';
import { describe, expect, it } from 'vitest';
import { gamePayload } from '../../../test/fixtures.ts';
import { backends, useTestServer } from '../../../test/harness.ts';
import { gameWithPlayers } from '../../../test/tournament-fixtures.ts';

/** Issue 18's structures on the clock: big-blind antes and a break with a colour-up and chip race. */
describe.each(backends)('structures on %s', (backend) => {
  // Starting a server migrates a fresh database: slow on a busy machine.
  const server = useTestServer({ backend }, 240_000);

  const blindStructure = {
    startingChips: 2000,
    levels: [
      { level: 1, smallBlind: 25, bigBlind: 50, duration: 20 },
      { level: 2, smallBlind: 50, bigBlind: 100, ante: 100, bigBlindAnte: true, duration: 20 },
      {
        level: 3,
        smallBlind: 50,
        bigBlind: 100,
        duration: 10,
        isBreak: true,
        colourUp: { remove: 25, next: 100 },
      },
      { level: 4, smallBlind: 100, bigBlind: 200, ante: 200, bigBlindAnte: true, duration: 20 },
    ],
  };

  it('stores BB antes and colour-ups, shows the BB ante on the clock, and a chip race changes the stacks only by its rounding', async () => {
    const { host, gameId } = await gameWithPlayers(server.url, 3, { blindStructure });
    const game = (await host.get(`/api/games/${gameId}`)).body.data.game;
    expect(game.blindStructure.levels.map((l: { bigBlindAnte: boolean }) => l.bigBlindAnte)).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(game.blindStructure.levels[2].colourUp).toEqual({ remove: 25, next: 100 });

    const started = (await host.post(`/api/tournaments/${gameId}/start`, {})).body.data;
    const id = started.tournament.id as string;
    expect(started.clock.blinds).toMatchObject({ small: 25, big: 50, ante: 0, bigBlindAnte: false });
    expect(started.clock.nextBlinds).toMatchObject({ ante: 100, bigBlindAnte: true });

    const level2 = (await host.post(`/api/tournaments/${id}/advance`, {})).body.data;
    expect(level2.clock.blinds).toEqual({ level: 2, small: 50, big: 100, ante: 100, bigBlindAnte: true });
    expect(level2.tournament.currentBlinds).toMatchObject({ ante: 100, bigBlindAnte: true });

    // The structural break: the clock is on break at level 2's blinds, the colour-up is in the state.
    const onBreak = (await host.post(`/api/tournaments/${id}/advance`, {})).body.data;
    expect(onBreak.clock.isOnBreak).toBe(true);
    expect(onBreak.clock.blinds).toMatchObject({ level: 2, small: 50, big: 100 });
    const breakLevel = onBreak.tournament.levels[2];
    expect(breakLevel).toMatchObject({ isBreak: true, colourUp: { remove: 25, next: 100 } });

    // The host counts the stacks, races off the 25s and records the stacks after the race.
    const players = onBreak.tournament.players as { id: string }[];
    const counted = [2_075, 1_950, 1_975];
    await host.post(`/api/tournaments/${id}/chips`, {
      chips: players.map((p, i) => ({ playerId: p.id, chipCount: counted[i] })),
    });
    const race = chipRace({
      stacks: players.map((p, i) => ({ playerId: p.id, chips: counted[i]! })),
      next: breakLevel.colourUp.next,
      raceOrder: [players[1]!.id],
    });
    // Odd chips 75 + 50 + 75 = 200: two 100s raced, one each to the first two in the race order.
    expect(race.chipsAwarded).toBe(2);
    expect(race.rounding).toBe(0);
    const after = (
      await host.post(`/api/tournaments/${id}/chips`, {
        chips: race.stacks.map((s) => ({ playerId: s.playerId, chipCount: s.after })),
      })
    ).body.data;
    const total = (after.tournament.players as { chipCount: number }[]).reduce((n, p) => n + p.chipCount, 0);
    expect(total).toBe(6_000 + race.rounding);
    expect((after.tournament.players as { chipCount: number }[]).every((p) => p.chipCount % 100 === 0)).toBe(
      true,
    );

    // After the break, level 3 of the blinds: the BB ante of the structure's fourth row.
    const level3 = (await host.post(`/api/tournaments/${id}/advance`, {})).body.data;
    expect(level3.clock.blinds).toEqual({ level: 3, small: 100, big: 200, ante: 200, bigBlindAnte: true });
  });

  it('refuses a colour-up whose next chip is not larger, naming the field', async () => {
    const { host } = await gameWithPlayers(server.url, 2);
    const bad = await host.post('/api/games', {
      ...gamePayload({
        blindStructure: {
          ...blindStructure,
          levels: [
            blindStructure.levels[0],
            { ...blindStructure.levels[2], colourUp: { remove: 100, next: 25 } },
          ],
        },
      }),
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(
      'The chip left in play must be larger than the one coloured up',
    );
  });
});
