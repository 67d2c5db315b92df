import { type ParticipantStatus, seatedStatuses } from '@pokerhome/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The seat rule is the database's (migration 0036, decision 0042): `seat_answer`, `rsvp_answer` and
 * `promote_waiting` give seats under the game's lock, record the activity and queue the promotion
 * notices, each in one statement. This file only calls them.
 */

/** The job that tells a promoted player (features/games/waitlist.ts sends it). */
export const waitlistPromotedJob = 'waitlist-promoted';

/** The seated statuses, from the domain's one list, as the functions take them. */
const seated = sql.raw(
  `array[${seatedStatuses
    .map((s) => {
      if (!/^[a-z]+$/.test(s)) throw new Error('a status is a word');
      return `'${s}'`;
    })
    .join(', ')}]::text[]`,
);

export type Answer = { status: 'accepted' | 'declined'; message?: string | undefined };

const messageOf = (answer: Answer) => answer.message ?? null;

/** One answer of one seat row, inside a transaction that holds (or takes) the game's lock. */
export async function answerSeat(tx: Tx, gameId: string, participantId: string, answer: Answer) {
  const [row] = rowsOf<{ status: ParticipantStatus }>(
    await tx.execute(
      sql`select status from seat_answer(${gameId}::uuid, ${participantId}::uuid, ${answer.status}, ${messageOf(answer)}, ${seated}, ${waitlistPromotedJob})`,
    ),
  );
  return row;
}

/** Gives the free seats of a game whose lock the transaction holds to its waiting list, in order. */
export async function promoteWaiting(tx: Tx, gameId: string): Promise<string[]> {
  const [row] = rowsOf<{ promoted: string[] }>(
    await tx.execute(
      sql`select promote_waiting(${gameId}::uuid, ${seated}, ${waitlistPromotedJob}) as promoted`,
    ),
  );
  return row?.promoted ?? [];
}

export type RsvpOutcome =
  | { outcome: 'answered'; status: ParticipantStatus }
  | { outcome: 'no-game' | 'cancelled' | 'completed' | 'no-row' | 'cap-reached'; status: null };

// The hottest write of a game night: prepared once per database handle.
const rsvpStatement = preparedSql(
  'rsvp_answer',
  sql`select outcome, status from rsvp_answer(${sql.placeholder('gameId')}::uuid, ${sql.placeholder('userId')}::uuid, ${sql.placeholder('status')}, ${sql.placeholder('message')}, ${seated}, ${waitlistPromotedJob})`,
);

/** A signed-in user's answer at a game where they have a seat row: one statement, its own transaction. */
export async function answerByUser(
  db: Db,
  gameId: string,
  userId: string,
  answer: Answer,
): Promise<RsvpOutcome> {
  const result = await rsvpStatement(db).execute({
    gameId,
    userId,
    status: answer.status,
    message: messageOf(answer),
  });
  return rowsOf<RsvpOutcome>(result)[0]!;
}
