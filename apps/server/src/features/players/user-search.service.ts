import { limits, type UserSuggestion } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { searchable } from '../auth/index.ts';
import * as repo from './user-search.repository.ts';

/** Someone counts as a frequent player after three games together. */
const frequentAfter = 3;

function toSuggestion(row: repo.SuggestionRow): UserSuggestion {
  const name = `${row.firstName} ${row.lastName}`;
  return {
    id: row.id,
    name,
    displayName: name,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    avatar: null,
    phone: null,
    totalGamesPlayed: row.gamesPlayed,
    isFrequentPlayer: row.sharedGames >= frequentAfter,
  };
}

export async function searchUsers(app: FastifyInstance, auth: AuthContext, q: string) {
  const rows =
    q.length === 0
      ? await repo.frequentCoPlayers(app.db, auth.userId, limits.suggestionsMax)
      : await repo.searchUsers(app.db, auth.userId, searchable(q), limits.suggestionsMax);
  return rows.map(toSuggestion);
}
