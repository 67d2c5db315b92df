import { type EndCashGameRequest, gameMessages, ledgerMessages as m } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { lockGame, readGame, setGameStatus } from '../games/index.ts';
import { gameForLedger, loadLedger } from './ledger.service.ts';
import { money } from './report-format.ts';

/**
 * Ends a cash game (docs/games.md, "Cash games"): the game is completed, so the games list moves it
 * to the past and its results page shows the settle-up; the ledger still takes late cash-outs.
 * Books that do not balance end the game only when the host sends back the gap they were shown
 * (`gapCents`): otherwise 409 with the gap, so the screen asks first (issue 28). Decided under the
 * game's row lock, so a cash-out recorded meanwhile is seen.
 */
export async function endCashGame(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  body: EndCashGameRequest | null | undefined,
) {
  await gameForLedger(app, auth, gameId, 'manage');
  await app.db.transaction(async (tx) => {
    const game = (await lockGame(tx, gameId))!;
    if (game.type !== 'cash_game') throw badRequest(gameMessages.endCashOnly);
    if (game.status === 'draft') throw badRequest(gameMessages.endDraft);
    if (game.status !== 'scheduled') throw new AppError('CONFLICT', gameMessages.gameNotEditable);
    const gap = (await loadLedger(tx, game, true)).settleUp?.imbalanceCents ?? 0;
    if (gap !== 0 && body?.gapCents !== gap) {
      const message = `${m.endWithGap} (${m.gapExplained(money(Math.abs(gap), game.currency), gap > 0)})`;
      throw new AppError('CONFLICT', message, { gapCents: String(gap) });
    }
    await setGameStatus(tx, gameId, 'completed');
  });
  await app.events.emit('game-changed', { gameId });
  return readGame(app, auth, gameId);
}
