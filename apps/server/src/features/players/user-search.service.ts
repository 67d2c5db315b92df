import { emailPattern, limits, normalizeEmail, type UserSuggestion } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { searchable } from '../auth/index.ts';
import * as repo from './user-search.repository.ts';

/** Someone counts as a frequent player after three games together. */
const frequentAfter = 3;

/** A result carries an address only when the searcher typed that whole address (docs/security.md). */
function toSuggestion(row: repo.SuggestionRow, typedEmail: string | null): UserSuggestion {
  const name = `${row.firstName} ${row.lastName}`;
  return {
    id: row.id,
    name,
    displayName: name,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: typedEmail,
    avatar: null,
    phone: null,
    totalGamesPlayed: row.gamesPlayed,
    isFrequentPlayer: row.sharedGames >= frequentAfter,
  };
}

/**
 * Empty: the people played with most. A whole address: its one account, whoever it is (the searcher
 * already has the address). Other text: people the searcher shares a game or a contact with, by name
 * or username.
 */
export async function searchUsers(app: FastifyInstance, auth: AuthContext, q: string) {
  if (q.length === 0) {
    const rows = await repo.frequentCoPlayers(app.db, auth.userId, limits.suggestionsMax);
    return rows.map((row) => toSuggestion(row, null));
  }
  if (emailPattern.test(q)) {
    const email = normalizeEmail(q);
    return (await repo.findByEmail(app.db, auth.userId, email)).map((row) => toSuggestion(row, email));
  }
  const needle = searchable(q);
  // Room for the few whose match was only in their address, dropped below.
  const rows = await repo.searchConnected(app.db, auth.userId, needle, limits.suggestionsMax * 5);
  return rows
    .filter((row) => searchable(row.firstName, row.lastName, row.username).includes(needle))
    .slice(0, limits.suggestionsMax)
    .map((row) => toSuggestion(row, null));
}
