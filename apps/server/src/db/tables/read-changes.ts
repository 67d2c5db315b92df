import { sql } from 'drizzle-orm';
import { customType, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** A transaction id as PostgreSQL's `xid8`: compared with a snapshot, never read as a number here. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * What the remembered read answers depend on, changed by which transaction (docs/read-cache.md).
 * Written only by the database's own triggers (migration 0023), in the writing transaction, so a
 * change is seen exactly when its data is: a remembered answer is served only while no change to one
 * of its scopes has committed outside the snapshot it was computed in.
 */
export const readChanges = pgTable(
  'read_changes',
  {
    /** `user:<id>`, `game:<id>`, `accounts` or `all`: the same words as lib/read-cache/scopes.ts. */
    scope: text('scope').notNull(),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [primaryKey({ columns: [t.scope, t.xid] })],
);
