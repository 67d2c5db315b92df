import { z } from 'zod';

/** The game a record is about, by id and name: an activity, a ledger, a season's event. */
export const gameRefShape = { gameId: z.string(), gameName: z.string() };
