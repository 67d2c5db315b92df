import { z } from 'zod';

/** Money on the wire: integer cents in the game's (or the season's) currency (docs/ledger.md). */
export const cents = z.number().int();

/** How many of something: players, events, entries, knockouts. */
export const count = z.number().int();
