/**
 * The scopes a remembered answer depends on, in the words the database's triggers note them with
 * (migration 0023_read_change_triggers.sql; docs/read-cache.md).
 */
export const readScopes = {
  /** What the user's own screens show: their games (hosted or with a seat row), contacts, templates. */
  user: (userId: string) => `user:${userId}`,
  /** One game and everything that hangs off it: seats, levels, ledger, tournament. */
  game: (gameId: string) => `game:${gameId}`,
  /** A tournament's undo stack: only the host's undo label shows it (migration 0037). */
  undo: (tournamentId: string) => `undo:${tournamentId}`,
  /** A new account: what a search by a whole address finds. */
  accounts: 'accounts',
  /** What many screens show (a name, a league): every remembered answer depends on it. */
  all: 'all',
} as const;
