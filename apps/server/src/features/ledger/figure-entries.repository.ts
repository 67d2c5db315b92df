import type { FigureEntry } from '@pokerhome/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema.ts';
import type { Tx } from './ledger.repository.ts';
import { lineOf } from './ledger-mappers.ts';

/** The game's entries as the tournament figures read them (docs/tournament.md, "Figures"). */
export async function ledgerFigureEntries(db: Db | Tx, gameId: string): Promise<FigureEntry[]> {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.gameId, gameId));
  return rows.map((r) => ({ ...lineOf(r), chips: r.chips }));
}
