import { type CorrectLedgerEntryRequest, ledgerMessages as m } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import * as repo from './ledger.repository.ts';
import { changeEntry, recordEntryIn, reverseEntryIn } from './ledger.service.ts';

/**
 * A wrong entry corrected (docs/ledger.md, "Corrections"; issue 28: a cash-out of the wrong amount):
 * its reversal and the entry as it should have been, same player and kind, in one transaction under
 * the game's row lock, the reason on both. The new entry goes through the ledger's rules like any
 * other, which now see the wrong one reversed (one cash-out per player still holds). A second tap
 * finds the entry reversed and changes nothing (409); the Idempotency-Key replays the first answer.
 */
export async function correctEntry(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  entryId: string,
  body: CorrectLedgerEntryRequest,
) {
  return changeEntry(app, auth, gameId, async (tx) => {
    await reverseEntryIn(app, tx, auth, gameId, entryId, { reason: body.reason });
    const original = (await repo.findEntry(tx, gameId, entryId))!;
    if (!original.participantId) throw badRequest(m.playerNotInGame, { participantId: m.playerNotInGame });
    return recordEntryIn(app, tx, auth, gameId, {
      participantId: original.participantId,
      kind: original.kind,
      amountCents: body.amountCents,
      note: m.correctionOf(body.reason),
    });
  });
}
