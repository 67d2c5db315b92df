import { prizePoolOf } from '@pokerhome/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema.ts';
import type { Tx } from './ledger.repository.ts';
import { lineOf } from './ledger-mappers.ts';

/**
 * The tournament's prize pool from the ledger (entries minus house fees) and its field size, or
 * null while nothing is recorded: the clock then shows the estimate from the buy-in and the players.
 */
export async function ledgerPrizePool(db: Db | Tx, gameId: string) {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.gameId, gameId));
  if (rows.length === 0) return null;
  const pool = prizePoolOf(rows.map(lineOf));
  return { poolCents: pool.netPoolCents, entries: pool.entries };
}
