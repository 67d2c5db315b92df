import { randomInt } from 'node:crypto';
import {
  displayCodeMessages,
  gameMessages,
  seatDraw,
  startClock,
  tournamentMessages,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { levelFromRow } from '../../lib/blind-levels.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import {
  canFollowGame,
  canManageGame,
  findGameRow,
  type GameRole,
  gameRoleOf,
  roleIn,
} from '../games/index.ts';
import { gameLevels, participantsOf } from '../ledger/index.ts';
import { newDisplayLink } from './display-link.ts';
import { distinctNames, entrantName } from './entrant-name.ts';
import { sharedState, stateInputs } from './state-builds.ts';
import { columnsOf, stateOf, type Viewer } from './tournament-state.ts';
import * as repo from './tournaments.repository.ts';

/** Who the seat draw seats when the tournament starts: everyone invited or coming, not yet out. */
const drawnStatuses: readonly string[] = ['invited', 'accepted', 'confirmed'];

const rng = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** Host manages; the game's players (not declined) follow; everyone else: not found (docs/games.md). */
function viewerIn(auth: AuthContext, role: GameRole | undefined): Viewer {
  if (!role || !canFollowGame(role)) throw notFound(tournamentMessages.notFound);
  return { userId: auth.userId, isHost: canManageGame(role) };
}

export async function viewerOf(app: FastifyInstance, auth: AuthContext, gameId: string): Promise<Viewer> {
  return viewerIn(auth, (await gameRoleOf(app.db, gameId, auth.userId))?.role);
}

export async function readTournament(app: FastifyInstance, auth: AuthContext, id: string) {
  // The tournament and what the access check needs in one statement; then the shared build.
  const row = await repo.findWithReaderSeat(app.db, id, auth.userId);
  if (!row) throw notFound(tournamentMessages.notFound);
  const viewer = viewerIn(auth, roleIn({ hostId: row.hostId }, auth.userId, row.ownStatus));
  return stateOf(app, row.tournament, await stateInputs(app, row.tournament), viewer);
}

export async function readGameTournament(app: FastifyInstance, auth: AuthContext, gameId: string) {
  const viewer = await viewerOf(app, auth, gameId);
  const t = await repo.findByGame(app.db, gameId);
  if (!t) throw notFound(tournamentMessages.notFound);
  return sharedState(app, t, viewer);
}

/** The TV link: the secret token is the credential; the view is a player's view without a player. */
export async function readDisplay(app: FastifyInstance, token: string) {
  const t = await repo.findByDisplayToken(app.db, token);
  if (!t) throw notFound(tournamentMessages.notFound);
  return sharedState(app, t, { userId: null, isHost: false });
}

/** `GET /display-codes/{code}`: the TV's short code, answered with its display link's path. */
export async function readDisplayCode(app: FastifyInstance, code: string) {
  const t = await repo.findByDisplayCode(app.db, code);
  if (!t) throw notFound(displayCodeMessages.notFound);
  return { path: `/display/${t.displayToken}` };
}

export async function requireHost(app: FastifyInstance, auth: AuthContext, tournamentId: string) {
  // The tournament and the access check in one statement, as the tournament page reads it.
  const row = await repo.findWithReaderSeat(app.db, tournamentId, auth.userId);
  if (!row) throw notFound(tournamentMessages.notFound);
  const viewer = viewerIn(auth, roleIn({ hostId: row.hostId }, auth.userId, row.ownStatus));
  if (!viewer.isHost) throw forbidden();
  return row.tournament;
}

/**
 * Starts the game's tournament: every participant who has not declined or is waiting is drawn a
 * random seat over tables of at most maxPlayersPerTable, spread evenly; the clock starts at level 1.
 * A second start (a double click) answers the tournament that exists.
 */
export async function startTournament(
  app: FastifyInstance,
  auth: AuthContext,
  gameId: string,
  options: { maxPlayersPerTable: number; autoAdvanceBlinds: boolean; pauseOnPlayerElimination: boolean },
) {
  const viewer = await viewerOf(app, auth, gameId);
  if (!viewer.isHost) throw forbidden(gameMessages.onlyHost);
  const existing = await repo.findByGame(app.db, gameId);
  if (existing) return { created: false, state: await sharedState(app, existing, viewer) };

  const game = await findGameRow(app.db, gameId);
  if (game?.type !== 'tournament' || game.startingChips === null) {
    throw badRequest('Only a tournament with a blind structure can be started');
  }
  if (game.status === 'cancelled') throw new AppError('CONFLICT', gameMessages.gameCancelled);
  const levels = (await gameLevels(app.db, gameId)).map(levelFromRow);
  if (levels.length === 0) throw badRequest('At least one blind level is required');

  const entrants = (await participantsOf(app.db, gameId)).filter((p) => drawnStatuses.includes(p.status));
  if (entrants.length < 2) throw badRequest(tournamentMessages.needTwoPlayers);

  // Two entrants of the same name are told apart, in the order they joined the game.
  const distinct = distinctNames(entrants.map(entrantName));
  const names = new Map(entrants.map((e, i) => [e.id, distinct[i]!]));
  const { tableCount, assignments } = seatDraw(
    entrants.map((e) => e.id),
    { maxPlayersPerTable: options.maxPlayersPerTable, rng },
  );
  const now = Date.now();
  const created = await app.db.transaction(async (tx) =>
    repo.insertTournament(
      tx,
      {
        gameId,
        status: 'active',
        ...columnsOf(startClock(levels, now)),
        levels,
        startedAt: new Date(now),
        maxPlayersPerTable: options.maxPlayersPerTable,
        autoAdvanceBlinds: options.autoAdvanceBlinds,
        pauseOnPlayerElimination: options.pauseOnPlayerElimination,
        // Late registration (and with it re-entry) as the game's buy-in terms set it: allowed with
        // no level means while the tournament runs, as the wizard's hint says (issue 28).
        allowLateRegistration: game.reEntryAllowed || game.lateRegistrationEndLevel !== null,
        lateRegistrationEndLevel: game.lateRegistrationEndLevel,
        ...newDisplayLink(),
      },
      // The button starts at each table's lowest occupied seat.
      Array.from({ length: tableCount }, (_, i) => ({
        tableNumber: i + 1,
        maxSeats: options.maxPlayersPerTable,
        buttonSeat: Math.min(...assignments.filter((a) => a.tableNumber === i + 1).map((a) => a.seatNumber)),
      })),
      assignments.map((a) => {
        const e = entrants.find((x) => x.id === a.playerId)!;
        return {
          participantId: e.id,
          userId: e.userId,
          name: names.get(e.id)!,
          tableNumber: a.tableNumber,
          seatNumber: a.seatNumber,
          chipCount: game.startingChips!,
          bountyCents: game.bountyCents,
        };
      }),
    ),
  );
  const row = created ?? (await repo.findByGame(app.db, gameId))!;
  return { created: created !== undefined, state: await sharedState(app, row, viewer) };
}
