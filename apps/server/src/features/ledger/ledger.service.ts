import {
  type CheckInRequest,
  defaultEntryAmount,
  defaultEntryChips,
  emptyTotals,
  feeBearingKinds,
  gameMessages,
  isActive,
  type Ledger,
  ledgerEntryRefusal,
  ledgerMessages as m,
  type RecordLedgerEntryRequest,
  type ReverseLedgerEntryRequest,
  type SettleUnpaidBountiesRequest,
  totalsByPlayer,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { readTogether } from '../../db/read-together.ts';
import { AppError, badRequest, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { canFollowGame, canManageGame, findGameRow, gameRoleOf, lockGame } from '../games/index.ts';
import * as repo from './ledger.repository.ts';
import { lineOf, participantName, termsOf, tournamentNow } from './ledger-mappers.ts';
import { buildLedger } from './ledger-view.ts';

const conflict = (message: string) => new AppError('CONFLICT', message);
/** Entries that change a live player's stack; a buy-in's chips were dealt when the tournament started. */
const stackKinds = new Set(['rebuy', 'add_on', 're_entry']);

/**
 * The host manages the ledger; the game's players (not declined) read it; to anyone else the game
 * does not exist (404). The games feature's policy decides (docs/games.md, "Who sees a game").
 */
export async function gameForLedger(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  need: 'read' | 'manage',
) {
  const access = await gameRoleOf(app.db, gameId, auth.userId);
  if (!access || !canFollowGame(access.role)) throw notFound(gameMessages.gameNotFound);
  const canManage = canManageGame(access.role);
  if (need === 'manage' && !canManage) throw forbidden(gameMessages.onlyHost);
  return { game: access.game, canManage };
}

/** The ledger as it stands, computed from every entry. */
export async function loadLedger(
  db: FastifyInstance['db'] | repo.Tx,
  game: repo.GameRow,
  canManage: boolean,
): Promise<Ledger> {
  // One round: the tournament's players are read by the game, not after the tournament.
  const [participants, entries, tournament, tournamentPlayers] = await readTogether(
    db,
    () => repo.participantsOf(db, game.id),
    () => repo.entriesOf(db, game.id),
    () => repo.tournamentOf(db, game.id),
    () => repo.tournamentPlayersOfGame(db, game.id),
  );
  return buildLedger({
    game,
    participants,
    entries,
    tournament,
    tournamentPlayers,
    canManage,
    now: Date.now(),
  });
}

export async function readLedger(app: FastifyInstance, auth: AuthContext, gameId: string) {
  const { game, canManage } = await gameForLedger(app, auth, gameId, 'read');
  return loadLedger(app.db, game, canManage);
}

/**
 * Records one entry under the game's row lock, so the rules (one buy-in, rebuys until their level)
 * are checked against every entry before it: two hosts recording at once both land, one after the
 * other, and a rule decided by the first is seen by the second. The entry, the chips it buys (the
 * tournament's stacks) and the paid flag are one transaction (docs/ledger.md, "One transaction").
 */
export async function recordEntry(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  body: RecordLedgerEntryRequest,
) {
  await gameForLedger(app, auth, gameId, 'manage');
  const row = await app.db.transaction((tx) => recordEntryIn(app, tx, auth, gameId, body));
  return afterWrite(app, gameId, row);
}

/**
 * One entry inside the caller's transaction (another feature's action: a rebuy from the clock view,
 * a bounty, a late buy-in), with the ledger's rules; the caller checked that the user manages the
 * game. The game's row is locked first: every writer of a game's money takes the game's lock before
 * the tournament's, so two actions never wait on each other in opposite orders.
 */
export async function recordEntryIn(
  app: FastifyInstance,
  tx: repo.Tx,
  auth: AuthContext,
  gameId: string,
  body: RecordLedgerEntryRequest,
) {
  const game = await lockGame(tx, gameId);
  if (!game) throw notFound(gameMessages.gameNotFound);
  const participant = (await repo.participantsOf(tx, gameId)).find((p) =>
    body.participantId ? p.id === body.participantId : p.userId === body.userId,
  );
  const row = await insertChecked(tx, game, auth, participant, body);
  await tellTournament(app, tx, row);
  return row;
}

/**
 * An entry that changes a player's stack (a rebuy, an add-on, a re-entry, or the reversal of one)
 * reaches the tournament inside the same transaction: its listener writes the stack, so the money
 * and the chips commit together or not at all.
 */
async function tellTournament(app: FastifyInstance, tx: repo.Tx, row: repo.EntryRow) {
  if (!row.participantId || row.chips === null || !stackKinds.has(row.kind)) return;
  await app.events.emit('ledger-entry-recorded', {
    tx,
    gameId: row.gameId,
    chips: {
      participantId: row.participantId,
      delta: row.chips,
      kind: row.kind as 'rebuy' | 'add_on' | 're_entry',
    },
  });
}

/**
 * The rules of one entry against every entry before it, then the insert; the caller holds the game's
 * row lock. A buy-in or re-entry marks the participant paid (docs/ledger.md).
 */
async function insertChecked(
  tx: repo.Tx,
  game: repo.GameRow,
  auth: AuthContext,
  participant: repo.ParticipantRow | undefined,
  body: Omit<RecordLedgerEntryRequest, 'participantId' | 'userId'>,
) {
  if (!participant || !isActive(participant.status))
    throw badRequest(m.playerNotInGame, { participantId: m.playerNotInGame });
  const lines = (await repo.entriesOf(tx, game.id)).map((r) => lineOf(r.entry));
  const counts = (totalsByPlayer(lines).get(participant.id) ?? emptyTotals()).counts;
  const terms = termsOf(game);
  const started = game.type === 'tournament' ? await repo.tournamentOf(tx, game.id) : undefined;
  const tournament = game.type === 'tournament' ? tournamentNow(started, Date.now()) : null;
  const seat = started
    ? (await repo.tournamentPlayersOf(tx, started.id)).find((p) => p.participantId === participant.id)
    : undefined;
  const refusal = ledgerEntryRefusal({
    seat: seat?.status ?? null,
    stack: seat ? { chips: seat.chipCount, startingChips: game.startingChips } : undefined,
    gameType: game.type,
    kind: body.kind,
    amountCents: body.amountCents,
    counts,
    terms,
    tournament,
  });
  if (refusal)
    throw badRequest(refusal, { [refusal === m.amountRequired ? 'amountCents' : 'kind']: refusal });
  const carriesFees = feeBearingKinds.includes(body.kind);
  const [created] = await repo.insertEntries(tx, [
    {
      gameId: game.id,
      participantId: participant.id,
      userId: participant.userId,
      playerName: participantName(participant),
      kind: body.kind,
      amountCents: body.amountCents ?? defaultEntryAmount(body.kind, terms) ?? 0,
      chips: body.chips ?? (game.type === 'tournament' ? defaultEntryChips(body.kind, terms) : null),
      houseFeeCents: carriesFees ? game.houseFeeCents : 0,
      serviceFeeCents: carriesFees ? game.serviceFeeCents : 0,
      processingFeeCents: carriesFees ? game.processingFeeCents : 0,
      note: body.note,
      recordedById: auth.userId,
    },
  ]);
  if (carriesFees) await repo.setBuyInPaid(tx, participant.id, true);
  return created!;
}

/**
 * The check-in list's "Paid" and "All paid" (docs/ledger.md, "Check-in"): a buy-in at the game's price
 * for each listed player without one, under the game's row lock, so a double tap or two tabs record
 * one buy-in per player. A player who already bought in is skipped, not refused.
 */
export async function checkIn(app: FastifyInstance, auth: AuthContext, gameId: string, body: CheckInRequest) {
  await gameForLedger(app, auth, gameId, 'manage');
  const rows = await app.db.transaction(async (tx) => {
    const game = (await lockGame(tx, gameId))!;
    const participants = await repo.participantsOf(tx, gameId);
    const lines = (await repo.entriesOf(tx, gameId)).map((r) => lineOf(r.entry));
    const totals = totalsByPlayer(lines);
    const created: repo.EntryRow[] = [];
    for (const id of new Set(body.participantIds)) {
      if ((totals.get(id)?.counts.buy_in ?? 0) > 0) continue;
      const participant = participants.find((p) => p.id === id);
      created.push(await insertChecked(tx, game, auth, participant, { kind: 'buy_in', note: '' }));
    }
    return created;
  });
  return afterWrites(app, gameId, rows);
}

/** A correction: a new entry with the negated amounts, pointing at the one it reverses. */
export async function reverseEntry(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  entryId: string,
  body: ReverseLedgerEntryRequest,
) {
  return changeEntry(app, auth, gameId, (tx) => reverseEntryIn(app, tx, auth, gameId, entryId, body));
}

/**
 * A change to an entry made by the host (a reversal, a correction): the host's right checked, the
 * change in one transaction, then the ledger's listeners told. A second reversal of one entry is a
 * conflict: the lock orders reversals of one game; the unique index is the last word if anything
 * slips by.
 */
export async function changeEntry(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  change: (tx: repo.Tx) => Promise<repo.EntryRow>,
) {
  await gameForLedger(app, auth, gameId, 'manage');
  const row = await app.db.transaction(change).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(m.alreadyReversed);
    throw error;
  });
  return afterWrite(app, gameId, row);
}

/**
 * The reversal inside the caller's transaction (the host's Undo), game locked first as in
 * `recordEntryIn`; a stack the entry had grown shrinks back in the same transaction.
 */
export async function reverseEntryIn(
  app: FastifyInstance,
  tx: repo.Tx,
  auth: AuthContext,
  gameId: string,
  entryId: string,
  body: ReverseLedgerEntryRequest,
) {
  await lockGame(tx, gameId);
  const original = await repo.findEntry(tx, gameId, entryId);
  if (!original) throw notFound(m.entryNotFound);
  if (original.reversesEntryId !== null) throw badRequest(m.reversalOfReversal);
  if (await repo.isReversed(tx, entryId)) throw conflict(m.alreadyReversed);
  const [created] = await repo.insertEntries(tx, [
    {
      gameId,
      participantId: original.participantId,
      userId: original.userId,
      playerName: original.playerName,
      kind: original.kind,
      amountCents: -original.amountCents,
      chips: original.chips === null ? null : -original.chips,
      houseFeeCents: -original.houseFeeCents,
      serviceFeeCents: -original.serviceFeeCents,
      processingFeeCents: -original.processingFeeCents,
      note: body.reason,
      reversesEntryId: original.id,
      recordedById: auth.userId,
    },
  ]);
  if (original.participantId && feeBearingKinds.includes(original.kind)) {
    const lines = (await repo.entriesOf(tx, gameId)).map((r) => lineOf(r.entry));
    const c = (totalsByPlayer(lines).get(original.participantId) ?? emptyTotals()).counts;
    await repo.setBuyInPaid(tx, original.participantId, c.buy_in + c.re_entry > 0);
  }
  await tellTournament(app, tx, created!);
  return created!;
}

/** Records the payouts of a completed tournament still missing from the ledger (a repeat adds nothing). */
export function recordPayouts(app: FastifyInstance, auth: AuthContext, gameId: string) {
  return recordWhatIsOwed(app, auth, gameId, m.tournamentNotComplete, (ledger) =>
    ledger.payouts
      .filter((p) => p.participantId !== null && p.amountCents > p.recordedCents)
      .map((p) => ({
        participantId: p.participantId!,
        playerName: p.playerName,
        kind: 'payout' as const,
        amountCents: p.amountCents - p.recordedCents,
        note: `Place ${p.position}`,
      })),
  );
}

/**
 * The host's choice for the bounty money no knockout paid (docs/ledger.md, "Unpaid bounties"): its
 * `bounty` entries are written in one transaction under the game's row lock, computed from the
 * ledger inside it. Once recorded nothing is unpaid, so a retry, a double tap or a second tab (with
 * any choice) records nothing and answers the ledger as it stands.
 */
export function settleUnpaidBounties(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  body: SettleUnpaidBountiesRequest,
) {
  return recordWhatIsOwed(app, auth, gameId, m.unpaidBountiesNotComplete, (ledger) =>
    (ledger.unpaidBounties?.choices[body.choice] ?? []).map((l) => ({
      participantId: l.participantId,
      playerName: l.name,
      kind: 'bounty' as const,
      amountCents: l.amountCents,
      note: l.refund ? m.unpaidBountyNotes.refund : m.unpaidBountyNotes[body.choice],
    })),
  );
}

/**
 * What a completed tournament still owes its players (payouts, unpaid bounties), computed from the
 * ledger and written in one transaction under the game's row lock, so a repeat finds nothing owed
 * and writes nothing. Refused with `notComplete` before the tournament ends.
 */
async function recordWhatIsOwed(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  notComplete: string,
  owed: (ledger: Ledger) => Array<{
    participantId: string;
    playerName: string | null;
    kind: 'payout' | 'bounty';
    amountCents: number;
    note: string;
  }>,
) {
  await gameForLedger(app, auth, gameId, 'manage');
  const rows = await app.db.transaction(async (tx) => {
    const game = (await lockGame(tx, gameId))!;
    const ledger = await loadLedger(tx, game, true);
    if (game.type !== 'tournament' || ledger.tournament?.status !== 'completed')
      throw badRequest(notComplete);
    const due = owed(ledger);
    if (due.length === 0) return [];
    const players = new Map(ledger.players.map((p) => [p.participantId, p]));
    return repo.insertEntries(
      tx,
      due.map((d) => ({
        ...d,
        gameId,
        userId: players.get(d.participantId)?.userId ?? null,
        playerName: d.playerName ?? players.get(d.participantId)?.name ?? 'Player',
        recordedById: auth.userId,
      })),
    );
  });
  return afterWrites(app, gameId, rows);
}

/** After the commit: every screen following the game hears of it; then the entry and the new ledger. */
export async function afterWrite(app: FastifyInstance, gameId: string, row: repo.EntryRow) {
  await app.events.emit('ledger-changed', { gameId });
  const game = (await findGameRow(app.db, gameId))!;
  const ledger = await loadLedger(app.db, game, true);
  return { entry: ledger.entries.find((e) => e.id === row.id)!, ledger };
}

/** `afterWrite` for several entries at once (check-in, payouts, unpaid bounties); none written, nobody told. */
async function afterWrites(app: FastifyInstance, gameId: string, rows: repo.EntryRow[]) {
  if (rows.length) await app.events.emit('ledger-changed', { gameId });
  const ledger = await loadLedger(app.db, (await findGameRow(app.db, gameId))!, true);
  return { entries: ledger.entries.filter((e) => rows.some((r) => r.id === e.id)), ledger };
}

/** The ledger of a game for another feature's figures (leagues: spend and winnings), no access check. */
export async function ledgerForResults(db: FastifyInstance['db'], gameId: string): Promise<Ledger | null> {
  const game = await findGameRow(db, gameId);
  return game ? loadLedger(db, game, false) : null;
}
