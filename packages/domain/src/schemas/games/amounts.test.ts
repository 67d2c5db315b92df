import { describe, expect, it } from 'vitest';
import { entryOptionSchema } from '../ledger/kinds.ts';
import { gameMessages as m } from './messages.ts';
import { buyInSchema } from './payload.ts';

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
