import type { Currency } from '@pokerhome/domain';
import type { games } from '../db/schema.ts';

/** Money travels in major units and is stored in integer cents. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

type Location = { name: string; address: string; notes: string };
type BuyIn = {
  amount: number;
  currency: Currency;
  structure: string;
  cashGameBlinds?: { smallBlind: number; bigBlind: number } | undefined;
  additionalFees: { houseFee: number; serviceFee: number; processingFee: number };
};
type SettingsRow = Pick<
  typeof games.$inferSelect,
  | 'locationName'
  | 'locationAddress'
  | 'locationNotes'
  | 'currency'
  | 'buyInCents'
  | 'buyInStructure'
  | 'houseFeeCents'
  | 'serviceFeeCents'
  | 'processingFeeCents'
  | 'cashSmallBlindCents'
  | 'cashBigBlindCents'
>;

/** A game's or template's buy-in, from the wire shape to its columns (cents). */
export function buyInToColumns(buyIn: BuyIn) {
  const fees = buyIn.additionalFees;
  return {
    currency: buyIn.currency,
    buyInCents: toCents(buyIn.amount),
    buyInStructure: buyIn.structure,
    houseFeeCents: toCents(fees.houseFee),
    serviceFeeCents: toCents(fees.serviceFee),
    processingFeeCents: toCents(fees.processingFee),
    cashSmallBlindCents: buyIn.cashGameBlinds ? toCents(buyIn.cashGameBlinds.smallBlind) : null,
    cashBigBlindCents: buyIn.cashGameBlinds ? toCents(buyIn.cashGameBlinds.bigBlind) : null,
  };
}

export const locationToColumns = (location: Location) => ({
  locationName: location.name,
  locationAddress: location.address,
  locationNotes: location.notes,
});

export const settingsToColumns = (location: Location, buyIn: BuyIn): SettingsRow => ({
  ...locationToColumns(location),
  ...buyInToColumns(buyIn),
});

/** And back: the stored columns as the wire's location and buy-in. */
export function settingsFromColumns(row: SettingsRow) {
  return {
    location: { name: row.locationName, address: row.locationAddress, notes: row.locationNotes },
    buyIn: {
      amount: fromCents(row.buyInCents),
      currency: row.currency as Currency,
      structure: row.buyInStructure,
      cashGameBlinds:
        row.cashSmallBlindCents !== null && row.cashBigBlindCents !== null
          ? { smallBlind: fromCents(row.cashSmallBlindCents), bigBlind: fromCents(row.cashBigBlindCents) }
          : null,
      additionalFees: {
        houseFee: fromCents(row.houseFeeCents),
        serviceFee: fromCents(row.serviceFeeCents),
        processingFee: fromCents(row.processingFeeCents),
      },
    },
  };
}
