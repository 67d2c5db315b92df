import type { Ledger } from '@pokerhome/domain';
import { fixtureBuilder } from '@/test/fixture-builder.ts';

/** A cash game's ledger with one player, for component tests; override what a test needs. */
export const terms = (allowed: boolean, priceCents = 2000) => ({
  allowed,
  priceCents,
  chips: null,
  untilLevel: null,
});

export const ledgerFixture = fixtureBuilder<Ledger>(() => ({
  gameId: 'g-1',
  gameName: 'Friday',
  gameType: 'cash_game',
  gameStatus: 'scheduled',
  currency: 'USD',
  scheduledDate: '2030-01-01T19:00:00.000Z',
  canManage: true,
  kinds: ['buy_in', 'top_up', 'cash_out'],
  terms: {
    buyInCents: 2000,
    startingChips: null,
    rebuy: terms(false),
    addOn: terms(false),
    reEntry: terms(false),
    houseFeeCents: 0,
    serviceFeeCents: 0,
    processingFeeCents: 0,
    payoutUnitCents: 1,
    payoutPercentages: [],
  },
  tournament: null,
  entries: [],
  players: [
    {
      participantId: '6f1c2f8e-0000-4000-8000-000000000001',
      userId: null,
      name: 'Ann Able',
      participantStatus: 'confirmed',
      buyInStatus: 'pending',
      inCents: 0,
      outCents: 0,
      feesCents: 0,
      netCents: 0,
      buyIns: 0,
      rebuys: 0,
      addOns: 0,
      reEntries: 0,
      topUps: 0,
      cashedOut: false,
      payoutOwedCents: 0,
      finishPosition: null,
      seat: null,
    },
  ],
  totals: { inCents: 0, outCents: 0, feesCents: 0, houseFeeCents: 0 },
  prizePool: null,
  payouts: [],
  figures: null,
  bountiesCents: 0,
  unpaidBounties: null,
  settleUp: { transfers: [], imbalanceCents: 0, balanced: true, missingCashOuts: [] },
}));
