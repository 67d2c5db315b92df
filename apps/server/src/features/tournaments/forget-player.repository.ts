import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { replaceName } from '../../db/rows.ts';
import { tournamentHostActions, tournamentPlayers, tournaments } from '../../db/schema.ts';
import { rowsOfUser } from '../games/index.ts';

/**
 * Account deletion (docs/security.md, "Account deletion"): the deleted player's place in each
 * tournament stays (results, the knockout feed, the standings built from them) under their
 * pseudonym, and their name in the host's undo labels and a pause reason ("Alice eliminated")
 * becomes the pseudonym too.
 */
export async function forgetPlayer(tx: Tx, userId: string, pseudonym: string) {
  const theirs = rowsOfUser(tx, userId, tournamentPlayers);
  const named = await tx
    .selectDistinct({ tournamentId: tournamentPlayers.tournamentId, name: tournamentPlayers.name })
    .from(tournamentPlayers)
    .where(theirs);
  if (named.length === 0) return;
  await tx.update(tournamentPlayers).set({ name: pseudonym }).where(theirs);
  for (const { tournamentId, name } of named) {
    if (!name.trim()) continue;
    await tx
      .update(tournamentHostActions)
      .set({ label: replaceName(tournamentHostActions.label, name, pseudonym) })
      .where(
        and(
          eq(tournamentHostActions.tournamentId, tournamentId),
          sql`strpos(${tournamentHostActions.label}, ${name}) > 0`,
        ),
      );
    await tx
      .update(tournaments)
      // A new version: a clock action read before it writes every clock column it read, the pause
      // reason with the name included, and must miss and read again (decision 0046).
      .set({
        pauseReason: replaceName(tournaments.pauseReason, name, pseudonym),
        version: sql`${tournaments.version} + 1`,
      })
      .where(and(eq(tournaments.id, tournamentId), sql`strpos(${tournaments.pauseReason}, ${name}) > 0`));
  }
}
