import type { FastifyInstance } from 'fastify';
import { probeTable } from '../../db/rows.ts';
import { games } from '../../db/schema.ts';
import { gamesHostedBy, participationsOf } from './data-export.repository.ts';
import { gamesRoutes } from './games.routes.ts';
import { linkRsvpRoutes } from './link-rsvp.routes.ts';
import { claimEmailInvitations } from './participants.repository.ts';
import { participantsRoutes } from './participants.routes.ts';
import { shareLinkRoutes } from './share-link.routes.ts';
import { registerWaitlistJobs } from './waitlist.ts';

/** Games, their participants and RSVPs. */
export async function gamesFeature(app: FastifyInstance) {
  await app.register(gamesRoutes);
  await app.register(participantsRoutes);
  await app.register(linkRsvpRoutes);
  await app.register(shareLinkRoutes);
  registerWaitlistJobs(app);
  // Invitations sent to an address before its owner had an account become theirs on sign-up.
  app.events.on('user-registered', ({ userId, email }) => claimEmailInvitations(app.db, userId, email));
  app.dataExport.register('gamesHosted', (userId) => gamesHostedBy(app.db, userId));
  app.dataExport.register('gameParticipations', (userId) => participationsOf(app.db, userId));
  app.health.register('gameManagement', () => probeTable(app.db, games));
}

export {
  canFollowGame,
  canManageGame,
  canReadGame,
  type GameRole,
  gameRoleOf,
  roleIn,
} from './game-access.ts';
export { type GameFacts, gameFacts, participantFacts } from './game-facts.ts';
export { findGame, findGameRow, type GameRow, lockGame, setGameStatus } from './games.repository.ts';
export {
  cancelGame,
  createGame,
  gameSummaries,
  readGame,
  requireHostedGame,
  updateGame,
} from './games.service.ts';
export { listParticipants, rowsOfUser } from './participants.repository.ts';
export { declineParticipant } from './rsvp.service.ts';
export { gameModel, insertOccurrenceGame, inviteRegulars, sendRegularInvitations } from './series-games.ts';
export { sharePreviewHead } from './share-preview.ts';
export { addWalkIn } from './walk-in.ts';
