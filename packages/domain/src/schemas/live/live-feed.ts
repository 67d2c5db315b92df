import { z } from 'zod';

/**
 * The Socket.IO namespace `/live`: one socket per signed-in browser, told which scopes of the
 * database's change log changed, never what changed (docs/live-feed.md). Every event name and
 * payload is defined here; the server and the web app type their sockets with these interfaces.
 */
export const liveNamespace = '/live';

export const liveEvents = {
  // client to server
  /** The scopes the screens on show depend on, all of them: replaces the socket's last set. */
  subscribe: 'subscribe',
  // server to client
  /** One scope changed: the screens showing it read again. */
  changed: 'changed',
  /** The socket may no longer follow this scope (removed from the game, the league): stop asking. */
  revoked: 'revoked',
  /** The server may have missed changes (its link to the database came back): read everything again. */
  resync: 'resync',
  /** The server's link to the database is down: screens say they are not live until `resync`. */
  paused: 'paused',
  error: 'live-error',
} as const;

const uuid = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * The scopes a screen may follow, in the words the change log notes them with (migrations 0023,
 * 0029): a user's own screens, one game, league, season or series, and the shared templates.
 * `all` and `accounts` are the read cache's and are never sent to a screen.
 */
export const liveScopes = {
  user: (userId: string) => `user:${userId}`,
  game: (gameId: string) => `game:${gameId}`,
  league: (leagueId: string) => `league:${leagueId}`,
  season: (seasonId: string) => `season:${seasonId}`,
  series: (seriesId: string) => `series:${seriesId}`,
  templates: 'templates',
} as const;

export const liveScopePattern = new RegExp(`^(?:(?:user|game|league|season|series):${uuid}|templates)$`);
export const liveScopeSchema = z.string().regex(liveScopePattern);
export type LiveScope = z.infer<typeof liveScopeSchema>;

/** At most this many scopes at once: the screens of one tab never need more. */
export const liveScopesMax = 32;

export const liveSubscribeSchema = z.object({ scopes: z.array(liveScopeSchema).max(liveScopesMax) });
export type LiveSubscribe = z.infer<typeof liveSubscribeSchema>;

/** The answer to a subscribe: the scopes refused (not found, or not the user's to read). */
export type LiveSubscribeAck = { ok: true; refused: string[] } | { ok: false; message: string };

export interface LiveServerToClientEvents {
  changed: (scope: string) => void;
  revoked: (scope: string) => void;
  resync: () => void;
  paused: () => void;
  'live-error': (payload: { message: string }) => void;
}

export interface LiveClientToServerEvents {
  subscribe: (payload: LiveSubscribe, ack?: (answer: LiveSubscribeAck) => void) => void;
}

export const liveMessages = {
  /** Shown on a screen while its socket is down; the screen reads again when it is back. */
  offline: 'Live updates paused — reconnecting. This screen refreshes when the connection is back.',
} as const;
