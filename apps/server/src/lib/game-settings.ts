import type { BuyInSetting, Currency, GameLocation } from '@pokerhome/domain';
import type { games } from '../db/schema.ts';

/** Money travels in major units and is stored in integer cents. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

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
  | EntryColumns<'rebuy'>
  | 'rebuyUntilLevel'
  | 'rebuyMaxPerPlayer'
  | 'rebuyAtOrBelowStartingStack'
  | EntryColumns<'addOn'>
  | 'addOnUntilLevel'
  | 'addOnMaxPerPlayer'
  | 'addOnAtOrBelowStartingStack'
  | EntryColumns<'reEntry'>
  | 'lateRegistrationEndLevel'
  | 'payoutUnitCents'
  | 'bountyFormat'
  | 'bountyCents'
>;
type EntryColumns<P extends string> = `${P}Allowed` | `${P}PriceCents` | `${P}Chips`;

const centsOrNull = (amount: number | null | undefined) => (amount == null ? null : toCents(amount));
const centsBackOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** A game's or template's buy-in, from the wire shape to its columns (cents). */
export function buyInToColumns(buyIn: BuyInSetting) {
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
    // Absent terms mean not allowed: the buy-in is replaced whole, like the fees.
    rebuyAllowed: buyIn.rebuy?.allowed ?? false,
    rebuyPriceCents: centsOrNull(buyIn.rebuy?.price),
    rebuyChips: buyIn.rebuy?.chips ?? null,
    rebuyUntilLevel: buyIn.rebuy?.untilLevel ?? null,
    rebuyMaxPerPlayer: buyIn.rebuy?.maxPerPlayer ?? null,
    rebuyAtOrBelowStartingStack: buyIn.rebuy?.atOrBelowStartingStack ?? false,
    addOnAllowed: buyIn.addOn?.allowed ?? false,
    addOnPriceCents: centsOrNull(buyIn.addOn?.price),
    addOnChips: buyIn.addOn?.chips ?? null,
    addOnUntilLevel: buyIn.addOn?.untilLevel ?? null,
    // Absent: one add-on per player, as always; null: no limit.
    addOnMaxPerPlayer: buyIn.addOn?.maxPerPlayer === undefined ? 1 : buyIn.addOn.maxPerPlayer,
    addOnAtOrBelowStartingStack: buyIn.addOn?.atOrBelowStartingStack ?? false,
    reEntryAllowed: buyIn.reEntry?.allowed ?? false,
    reEntryPriceCents: centsOrNull(buyIn.reEntry?.price),
    reEntryChips: buyIn.reEntry?.chips ?? null,
    lateRegistrationEndLevel: buyIn.reEntry?.untilLevel ?? null,
    payoutUnitCents: buyIn.payoutRounding === undefined ? 1 : toCents(buyIn.payoutRounding),
    bountyFormat: buyIn.bounty?.format ?? 'none',
    bountyCents: buyIn.bounty && buyIn.bounty.format !== 'none' ? toCents(buyIn.bounty.amount) : 0,
  };
}

export const locationToColumns = (location: GameLocation) => ({
  locationName: location.name,
  locationAddress: location.address,
  locationNotes: location.notes,
});

export const settingsToColumns = (location: GameLocation, buyIn: BuyInSetting): SettingsRow => ({
  ...locationToColumns(location),
  ...buyInToColumns(buyIn),
});

/** The stored location columns as the wire's location. */
export const locationFromColumns = (
  row: Pick<SettingsRow, 'locationName' | 'locationAddress' | 'locationNotes'>,
): GameLocation => ({ name: row.locationName, address: row.locationAddress, notes: row.locationNotes });

/** And back: the stored columns as the wire's location and buy-in. */
export function settingsFromColumns(row: SettingsRow) {
  return {
    location: locationFromColumns(row),
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
      rebuy: {
        allowed: row.rebuyAllowed,
        price: centsBackOrNull(row.rebuyPriceCents),
        chips: row.rebuyChips,
        untilLevel: row.rebuyUntilLevel,
        maxPerPlayer: row.rebuyMaxPerPlayer,
        atOrBelowStartingStack: row.rebuyAtOrBelowStartingStack,
      },
      addOn: {
        allowed: row.addOnAllowed,
        price: centsBackOrNull(row.addOnPriceCents),
        chips: row.addOnChips,
        untilLevel: row.addOnUntilLevel,
        maxPerPlayer: row.addOnMaxPerPlayer,
        atOrBelowStartingStack: row.addOnAtOrBelowStartingStack,
      },
      reEntry: {
        allowed: row.reEntryAllowed,
        price: centsBackOrNull(row.reEntryPriceCents),
        chips: row.reEntryChips,
        untilLevel: row.lateRegistrationEndLevel,
      },
      payoutRounding: fromCents(row.payoutUnitCents),
      bounty: { format: row.bountyFormat, amount: fromCents(row.bountyCents) },
    },
  };
}
