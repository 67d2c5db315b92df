/**
 * Ledger texts. The spec shows the ledger only as a mock-up row ("player name,
 * buy-in, rebuy, total, status Paid or Pending"); those words are quoted, the rest are ours.
 */
export const ledgerMessages = {
  paid: 'Paid',
  pending: 'Pending',
  total: 'Total',
  house: 'House',
  kindLabels: {
    buy_in: 'Buy-in',
    rebuy: 'Rebuy',
    add_on: 'Add-on',
    re_entry: 'Re-entry',
    payout: 'Payout',
    bounty: 'Bounty',
    top_up: 'Top-up',
    cash_out: 'Cash-out',
  },
  // Requests
  playerRequired: 'Choose a player',
  amountInvalid: 'The amount must be a whole number of cents, 0 or more',
  amountTooLarge: 'The amount cannot exceed $1,000,000',
  chipsInvalid: 'Chips must be a whole number, 0 or more',
  noteTooLong: 'Note cannot exceed 500 characters',
  reasonRequired: 'Give a reason for the correction',
  reasonTooLong: 'Reason cannot exceed 500 characters',
  periodInvalid: 'The start date must be on or before the end date',
  periodTooLong: 'A report covers at most 366 days',
  // Rules
  playerNotInGame: 'This player is not in this game',
  cashOnly: 'This entry is for cash games only',
  tournamentOnly: 'This entry is for tournaments only',
  amountRequired: 'Enter the amount',
  alreadyBoughtIn: 'This player has already bought in; record a rebuy or a re-entry instead',
  alreadyBoughtInCash: 'This player has already bought in; record a top-up instead',
  notBoughtIn: 'This player has not bought in yet',
  alreadyCashedOut: 'This player has already cashed out',
  alreadyAddOn: 'This player has already taken the add-on',
  rebuyNotAllowed: 'Rebuys are not allowed in this tournament',
  rebuyClosed: (level: number) => `Rebuys were allowed until level ${level}`,
  addOnNotAllowed: 'Add-ons are not allowed in this tournament',
  addOnClosed: (level: number) => `The add-on period ended with level ${level}`,
  reEntryNotAllowed: 'Re-entries are not allowed in this tournament',
  reEntryClosed: 'Re-entry is only possible during late registration',
  reEntryWhileIn: 'Only an eliminated player can re-enter; record a rebuy instead',
  addOnEliminated: 'An eliminated player cannot take the add-on',
  rebuyLimit: (max: number) =>
    `This player has taken the ${max === 1 ? 'one rebuy' : `${max} rebuys`} allowed`,
  addOnLimit: (max: number) => `This player has taken the ${max} add-ons allowed`,
  rebuyAboveStartingStack: (starting: number) =>
    `A rebuy is only allowed at or below the starting stack (${starting.toLocaleString('en-US')} chips)`,
  addOnAboveStartingStack: (starting: number) =>
    `The add-on is only allowed at or below the starting stack (${starting.toLocaleString('en-US')} chips)`,
  tournamentNotStarted: 'The tournament has not started yet',
  tournamentFinished: 'The tournament has finished',
  // Check-in (docs/ledger.md)
  checkInUndone: 'Paid unticked at check-in',
  // Corrections
  entryNotFound: 'Ledger entry not found',
  alreadyReversed: 'This entry has already been reversed',
  reversalOfReversal: 'A correction cannot be reversed; record the entry again instead',
  reversalNote: (reason: string) => `Correction: ${reason}`,
  // Results
  unbalanced: 'Cash-outs do not balance the buy-ins',
  missingCashOuts: 'Not cashed out yet',
  /** The settle-up's party for money the books cannot place (issue 28: never one loser's). */
  gap: 'Gap in the books',
  /** How the books are out, for the host deciding to end a cash game anyway. */
  gapExplained: (gap: string, moreOut: boolean) =>
    moreOut ? `${gap} more cashed out than paid in` : `${gap} paid in and not cashed out`,
  endWithGap: 'The books do not balance: correct a cash-out on the Ledger tab, or end the game with the gap',
  gapChanged: 'The books changed since you looked: check the gap again',
  // Payouts prompt (docs/ledger.md, "Results")
  payoutsToRecord: 'Payouts are not recorded yet',
  correctionOf: (reason: string) => `Corrected: ${reason}`,
  noPayoutsToRecord: 'There are no payouts left to record',
  tournamentNotComplete: 'Payouts are recorded once the tournament is complete',
  // Unpaid bounties (docs/ledger.md)
  unpaidBountyChoiceRequired: 'Choose where the unpaid bounties go',
  unpaidBountiesNotComplete: 'Unpaid bounties are settled once the tournament is complete',
  unpaidBountyNotes: {
    winner: 'Unpaid bounties (to the winner)',
    split: 'Unpaid bounties (split among the paid places)',
    refund: 'Own bounty refunded (no buster named)',
  },
} as const;
