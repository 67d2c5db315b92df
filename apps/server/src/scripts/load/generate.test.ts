import { describe, expect, it } from 'vitest';
import { benchUserEmail, generateContacts, generateGames, generateUsers, planFor } from './generate.ts';

const now = Date.parse('2026-11-23T20:00:00Z');
const all = (plan: ReturnType<typeof planFor>) => {
  const people = generateUsers(plan, 'hash');
  return { people, batches: [...generateGames(plan, people)], contacts: generateContacts(plan, people) };
};

describe('the load database', () => {
  it('is the same for the same seed and time base, and different for another seed', () => {
    const plan = planFor(0.01, 17, now);
    const a = all(plan);
    expect(all(plan)).toEqual(a);
    expect(all(planFor(0.01, 18, now)).batches[0]!.games[5]!.id).not.toBe(a.batches[0]!.games[5]!.id);
  });

  it('holds ten times fewer rows at scale 0.1, with the same history per user', () => {
    const large = all(planFor(0.1, 17, now));
    const small = all(planFor(0.01, 17, now));
    const count = (d: typeof large) => ({
      users: d.people.length,
      games: d.batches.reduce((n, b) => n + b.games.length, 0),
      participants: d.batches.reduce((n, b) => n + b.participants.length, 0),
    });
    const l = count(large);
    const s = count(small);
    expect(l.users / s.users).toBe(10);
    expect(l.games / s.games).toBe(10);
    expect(l.participants / l.users).toBeCloseTo(s.participants / s.users, 0);
  });

  it('gives the bench user an upcoming game, a finished tournament with a ledger, a running one and a seat', () => {
    const { people, batches } = all(planFor(0.01, 17, now));
    const bench = people.find((p) => p.email === benchUserEmail)!;
    const games = batches.flatMap((b) => b.games);
    const hosted = games.filter((g) => g.hostId === bench.id);
    expect(hosted.some((g) => g.status === 'scheduled' && g.scheduledDate.getTime() > now)).toBe(true);
    const tournaments = batches.flatMap((b) => b.tournaments);
    const finished = tournaments.find(
      (t) => t.status === 'completed' && hosted.some((g) => g.id === t.gameId),
    )!;
    expect(batches.flatMap((b) => b.ledger).some((e) => e.gameId === finished.gameId)).toBe(true);
    expect(tournaments.some((t) => t.status === 'active' && hosted.some((g) => g.id === t.gameId))).toBe(
      true,
    );
    const seats = batches.flatMap((b) => b.participants).filter((p) => p.userId === bench.id);
    expect(seats.some((p) => p.status === 'accepted')).toBe(true);
  });

  it('balances every cash game: the cash-outs equal the money that went in', () => {
    const { batches } = all(planFor(0.01, 17, now));
    const ledger = batches.flatMap((b) => b.ledger);
    const cash = batches
      .flatMap((b) => b.games)
      .filter((g) => g.type === 'cash_game' && g.status === 'completed');
    const checked = cash.filter((g) => ledger.some((e) => e.gameId === g.id));
    expect(checked.length).toBeGreaterThan(0);
    for (const g of checked) {
      const lines = ledger.filter((e) => e.gameId === g.id);
      const sum = (kinds: string[]) =>
        lines.filter((e) => kinds.includes(e.kind)).reduce((n, e) => n + e.amountCents, 0);
      expect(sum(['cash_out'])).toBe(sum(['buy_in', 'top_up']));
    }
  });
});
