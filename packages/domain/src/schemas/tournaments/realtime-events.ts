import { z } from 'zod';
import {
  type ClockData,
  clockDataSchema,
  type TournamentState,
  type tournamentErrorPayloadSchema,
} from './tournaments.ts';

/**
 * The Socket.IO namespace `/tournaments`, defined once: every event name and payload the server
 * sends and the clients send (docs/tournament.md, "Live updates"). The server and the web app type
 * their sockets with these interfaces and name events only through `tournamentEvents`.
 */
export const tournamentNamespace = '/tournaments';

export const tournamentEvents = {
  // client to server
  join: 'join-tournament',
  leave: 'leave-tournament',
  // server to client
  joined: 'tournament-joined',
  stateChanged: 'tournament-state-changed',
  /** A new clock alone. Not sent by this server (the state carries the clock); clients still take it. */
  clockUpdate: 'clock-update',
  paused: 'tournament-paused',
  resumed: 'tournament-resumed',
  levelAdvance: 'blind-level-advance',
  breakStarted: 'tournament-break',
  eliminated: 'player-eliminated',
  undone: 'host-action-undone',
  error: 'tournament-error',
  heartbeat: 'heartbeat',
} as const;

/**
 * The named events of a change. A change reaches each screen as one message: the named event
 * carrying the new state when the change has a name, `tournament-state-changed` otherwise.
 */
export const tournamentChangeEvents = [
  tournamentEvents.paused,
  tournamentEvents.resumed,
  tournamentEvents.levelAdvance,
  tournamentEvents.breakStarted,
  tournamentEvents.eliminated,
  tournamentEvents.undone,
] as const;
export type TournamentChangeEvent = (typeof tournamentChangeEvents)[number];

export const joinTournamentPayloadSchema = z.object({
  tournamentId: z.string().max(100),
  displayToken: z.string().max(200).optional(),
});
export type JoinTournamentPayload = z.infer<typeof joinTournamentPayloadSchema>;
export const heartbeatPayloadSchema = z.object({ serverTime: z.number() });
export type HeartbeatPayload = z.infer<typeof heartbeatPayloadSchema>;
export type TournamentErrorPayload = z.infer<typeof tournamentErrorPayloadSchema>;
export type JoinAck = { ok: true } | { ok: false; message: string };

/** What a change event carries besides the clock: which level, who went out and who busted them. */
export const changeDetailsSchema = z.object({
  levelIndex: z.number().int().optional(),
  automatic: z.boolean().optional(),
  playerId: z.string().optional(),
  playerName: z.string().optional(),
  position: z.number().int().optional(),
  eliminatedByName: z.string().nullable().optional(),
  /** On `host-action-undone`: what was undone, in words. */
  undone: z.string().optional(),
});
export type ChangeDetails = z.infer<typeof changeDetailsSchema>;
export const changePayloadSchema = changeDetailsSchema.extend({ clock: clockDataSchema });
export type ChangePayload = z.infer<typeof changePayloadSchema>;
/** A named change as sent: what happened, and the tournament's new state as this screen may see it. */
export type ChangeMessage = ChangePayload & { state: TournamentState };

type ChangeListeners = { [E in TournamentChangeEvent]: (message: ChangeMessage) => void };

export interface ServerToClientEvents extends ChangeListeners {
  [tournamentEvents.joined]: (state: TournamentState) => void;
  [tournamentEvents.stateChanged]: (state: TournamentState) => void;
  [tournamentEvents.clockUpdate]: (clock: ClockData) => void;
  [tournamentEvents.error]: (payload: TournamentErrorPayload) => void;
  [tournamentEvents.heartbeat]: (payload: HeartbeatPayload) => void;
}

export interface ClientToServerEvents {
  [tournamentEvents.join]: (payload: JoinTournamentPayload, ack?: (answer: JoinAck) => void) => void;
  [tournamentEvents.leave]: (payload: JoinTournamentPayload) => void;
}

/** Between server instances (through the Redis adapter's `serverSideEmit`). */
export const tournamentServerEvents = {
  changed: 'tournament-changed',
  sessionsRevoked: 'sessions-revoked',
} as const;
export type SessionsRevokedPayload = { userId: string; sessionIds: string[] | 'all' };
export interface InterServerEvents {
  [tournamentServerEvents.changed]: (tournamentId: string) => void;
  [tournamentServerEvents.sessionsRevoked]: (payload: SessionsRevokedPayload) => void;
}
