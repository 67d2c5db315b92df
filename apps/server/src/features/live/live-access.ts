import { liveScopePattern } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { canReadGame, gameRoleOf } from '../games/index.ts';
import { leagueFor, seasonFor } from '../leagues/index.ts';
import { canFollowSeries } from '../series/index.ts';

/**
 * Whether the user may follow a scope, by the owner's own access rule (docs/live-feed.md, "Who
 * hears what"), and which scopes' changes may take that right away again (`guards`): a game's
 * subscribers are checked again when the game changes together with their own `user:` scope (a
 * removal changes both), a season's when its league changes. `undefined`: not theirs to follow.
 */
export type LiveGrant = { guards: string[] };

export async function grantOf(
  app: FastifyInstance,
  auth: AuthContext,
  scope: string,
): Promise<LiveGrant | undefined> {
  if (!liveScopePattern.test(scope)) return undefined;
  if (scope === 'templates') return { guards: [] };
  const [kind, id] = scope.split(':') as [string, string];
  try {
    switch (kind) {
      case 'user':
        return id === auth.userId ? { guards: [] } : undefined;
      case 'game': {
        const found = await gameRoleOf(app.db, id, auth.userId);
        return found && canReadGame(found.role) ? { guards: [scope] } : undefined;
      }
      case 'league':
        await leagueFor(app, auth, id, 'read');
        return { guards: [scope] };
      case 'season': {
        const { season } = await seasonFor(app, auth, id, 'read');
        return { guards: [scope, `league:${season.leagueId}`] };
      }
      case 'series':
        return (await canFollowSeries(app, auth, id)) ? { guards: [scope] } : undefined;
      default:
        return undefined;
    }
  } catch (error) {
    // A refusal (404, 403) means no; anything else (the database away) is not a decision.
    if (error instanceof AppError && error.status < 500) return undefined;
    throw error;
  }
}
