import { describe, expect, it } from 'vitest';
import { entryOptionSchema } from '../ledger/kinds.ts';
import { gameMessages as m } from './messages.ts';
import { buyInSchema, createGameRequestSchema } from './payload.ts';

// A positive number below one cent passes multipleOf(0.01) within its float tolerance; stored, it
// would become 0 cents and break the money rules, so it is refused with the field's own message.
describe('money amounts', () => {
  const tiny = 5e-324;

  it('refuses a buy-in or a blind below one cent', () => {
    const buyIn = buyInSchema.safeParse({ amount: tiny, currency: 'USD' });
    expect(buyIn.success).toBe(false);
    expect(buyIn.error?.issues[0]).toMatchObject({ path: ['amount'], message: m.buyInPositive });
    const blinds = buyInSchema.safeParse({
      amount: 20,
      currency: 'USD',
      cashGameBlinds: { smallBlind: tiny, bigBlind: 2 },
    });
    expect(blinds.error?.issues[0]).toMatchObject({
      path: ['cashGameBlinds', 'smallBlind'],
      message: m.smallBlindPositive,
    });
  });

  it('refuses an entry price below one cent and keeps one cent', () => {
    expect(entryOptionSchema.safeParse({ allowed: true, price: tiny }).success).toBe(false);
    expect(entryOptionSchema.safeParse({ allowed: true, price: 0.01 }).success).toBe(true);
    expect(buyInSchema.safeParse({ amount: 0.01, currency: 'USD' }).success).toBe(true);
  });
});

describe('the game payload refuses what makes no game', () => {
  it('a house fee of the whole buy-in or more, and a fractional player count, naming the field', () => {
    const fee = buyInSchema.safeParse({
      amount: 20,
      currency: 'USD',
      additionalFees: { houseFee: 25, serviceFee: 0, processingFee: 0 },
    });
    expect(fee.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['additionalFees.houseFee', m.houseFeeTooLarge],
    ]);
    // A wrong-typed body is refused by its field, not thrown on.
    expect(
      buyInSchema.safeParse({ amount: 'x', currency: 'USD', additionalFees: { houseFee: 'y' } }).success,
    ).toBe(false);
    const players = createGameRequestSchema.safeParse({ maxParticipants: 2.5 });
    expect(players.error?.issues.find((i) => i.path[0] === 'maxParticipants')?.message).toBe(
      m.participantsWhole,
    );
  });
});
