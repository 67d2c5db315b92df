export { gameQueryOptions, gamesListQueryOptions, gamesQueryKey } from './api/game-queries.ts';
export { useStartTournament } from './api/participant-mutations.ts';
export { GameTypeIcon } from './components/game-type-icon.tsx';
export { UserPicker } from './components/user-picker.tsx';
export {
  formatGameDate,
  formatMoney,
  participantStatusLabels,
  participantStatusTones,
} from './utils/format.ts';
