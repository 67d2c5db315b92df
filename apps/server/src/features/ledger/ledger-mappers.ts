import { clockView, type LedgerEntry, type LedgerLine, type LedgerTerms } from '@pokerhome/domain';
import type {
  EntryRow,
  EntryWithNames,
  GameRow,
  ParticipantRow,
  TournamentRow,
} from './ledger.repository.ts';

/** Rows of the database as the ledger's terms, lines and wire entries. */

export function participantName(p: ParticipantRow): string {
  if (p.firstName !== null) return `${p.firstName} ${p.lastName ?? ''}`.trim();
  if (p.isGuest) return `${p.guestFirstName ?? ''} ${p.guestLastName ?? ''}`.trim();
  // An e-mail invitee without an account: the part before the @, as the games feature shows them.
  return (p.email ?? 'Invited player').split('@')[0]!;
}

/** The game's rebuy, add-on and re-entry terms in cents, defaults resolved. */
export function termsOf(game: GameRow): Omit<LedgerTerms, 'payoutPercentages'> {
  const chips = (own: number | null) => own ?? game.startingChips;
  return {
    buyInCents: game.buyInCents,
    startingChips: game.startingChips,
    rebuy: {
      allowed: game.rebuyAllowed,
      priceCents: game.rebuyPriceCents ?? game.buyInCents,
      chips: chips(game.rebuyChips),
      untilLevel: game.rebuyUntilLevel,
      maxPerPlayer: game.rebuyMaxPerPlayer,
      atOrBelowStartingStack: game.rebuyAtOrBelowStartingStack,
    },
    addOn: {
      allowed: game.addOnAllowed,
      priceCents: game.addOnPriceCents ?? game.buyInCents,
      chips: chips(game.addOnChips),
      untilLevel: game.addOnUntilLevel,
      maxPerPlayer: game.addOnMaxPerPlayer,
      atOrBelowStartingStack: game.addOnAtOrBelowStartingStack,
    },
    reEntry: {
      allowed: game.reEntryAllowed,
      priceCents: game.reEntryPriceCents ?? game.buyInCents,
      chips: chips(game.reEntryChips),
      untilLevel: game.lateRegistrationEndLevel,
    },
    houseFeeCents: game.houseFeeCents,
    serviceFeeCents: game.serviceFeeCents,
    processingFeeCents: game.processingFeeCents,
    payoutUnitCents: game.payoutUnitCents,
  };
}

/** The tournament's status and blind level now, as the clock computes it. */
export function tournamentNow(t: TournamentRow | undefined, now: number) {
  if (!t) return null;
  const record = {
    clockState: t.clockState,
    levelIndex: t.levelIndex,
    levelEndsAt: t.levelEndsAt?.getTime() ?? null,
    remainingMs: t.remainingMs,
    breakEndsAt: t.breakEndsAt?.getTime() ?? null,
  };
  return { id: t.id, status: t.status, currentLevel: clockView(record, t.levels, now).currentLevel };
}

/** Entries of a removed participant are still one player: by account, else by the name they had. */
export const playerKeyOf = (e: Pick<EntryRow, 'participantId' | 'userId' | 'playerName'>) =>
  e.participantId ?? (e.userId ? `user:${e.userId}` : `name:${e.playerName}`);

export const lineOf = (e: EntryRow): LedgerLine => ({
  playerKey: playerKeyOf(e),
  kind: e.kind,
  amountCents: e.amountCents,
  houseFeeCents: e.houseFeeCents,
  serviceFeeCents: e.serviceFeeCents,
  processingFeeCents: e.processingFeeCents,
  isReversal: e.reversesEntryId !== null,
});

export function toEntry(row: EntryWithNames): LedgerEntry {
  const e = row.entry;
  return {
    id: e.id,
    kind: e.kind,
    amountCents: e.amountCents,
    chips: e.chips,
    houseFeeCents: e.houseFeeCents,
    serviceFeeCents: e.serviceFeeCents,
    processingFeeCents: e.processingFeeCents,
    participantId: e.participantId,
    userId: e.userId,
    participantName: e.playerName,
    note: e.note,
    recordedById: e.recordedById,
    recordedByName:
      row.recorderFirstName === null ? 'Former user' : `${row.recorderFirstName} ${row.recorderLastName}`,
    recordedAt: e.recordedAt.toISOString(),
    reversesEntryId: e.reversesEntryId,
    reversedByEntryId: row.reversedById,
  };
}
