export { gameQueryOptions, gamesQueryKey } from './api/game-queries.ts';
export { useStartTournament } from './api/participant-mutations.ts';
export { GameTypeIcon } from './components/game-type-icon.tsx';
export {
  formatGameDate,
  formatMoney,
  participantStatusLabels,
  participantStatusTones,
} from './utils/format.ts';
