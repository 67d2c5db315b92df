import { type BountyFormat, knockoutSettlement } from '@pokerhome/domain';
import { findGameRow } from '../games/index.ts';
import type * as repo from './tournaments.repository.ts';
import { updatePlayer } from './tournaments.repository.ts';

/** A bounty to record in the ledger for a participant (docs/tournament.md, "Bounties"). */
export type BountyPayment = { participantId: string; amountCents: number; note: string };

/**
 * An elimination in a bounty tournament, under the tournament's lock: the busted player's head goes
 * to the player who busted them (whole in a knockout; half paid and half onto their head in a PKO),
 * and when the tournament is decided the winner collects their own head. Heads change here; the
 * payments are recorded in the ledger in the same transaction (host-actions.ts).
 */
export async function settleKnockout(
  tx: repo.Tx,
  t: repo.TournamentRow,
  bustedId: string,
  knockerId: string | undefined,
  winnerId: string | undefined,
  players: repo.PlayerRow[],
): Promise<BountyPayment[]> {
  const game = await findGameRow(tx, t.gameId);
  const format = (game?.bountyFormat ?? 'none') as BountyFormat;
  if (format === 'none') return [];
  const heads = new Map(players.map((p) => [p.id, p.bountyCents]));
  const byId = new Map(players.map((p) => [p.id, p]));
  const busted = byId.get(bustedId)!;
  const payments: BountyPayment[] = [];
  const pay = (playerId: string, amountCents: number, note: string) => {
    const participantId = byId.get(playerId)?.participantId;
    if (participantId && amountCents > 0) payments.push({ participantId, amountCents, note });
  };
  // Without a buster named, the head stays on the busted player, paid to nobody.
  if (knockerId) {
    const { paidCents, toHeadCents } = knockoutSettlement(format, heads.get(bustedId) ?? 0);
    heads.set(bustedId, 0);
    heads.set(knockerId, (heads.get(knockerId) ?? 0) + toHeadCents);
    pay(knockerId, paidCents, `Knockout of ${busted.name}`);
  }
  if (winnerId) {
    pay(winnerId, heads.get(winnerId) ?? 0, 'Own bounty (winner)');
    heads.set(winnerId, 0);
  }
  for (const [id, cents] of heads)
    if (cents !== byId.get(id)!.bountyCents) await updatePlayer(tx, id, { bountyCents: cents });
  return payments;
}
