export { gameQueryOptions, gamesListQueryOptions, gamesQueryKey } from './api/game-queries.ts';
export { useAddParticipants, useStartTournament } from './api/participant-mutations.ts';
export { GameTypeIcon } from './components/game-type-icon.tsx';
export { GuestInputs } from './components/guest-inputs.tsx';
export { LiveBadge } from './components/live-badge.tsx';
export { StartTournamentButton } from './components/start-tournament-button.tsx';
export { UserPicker } from './components/user-picker.tsx';
export { participantStatusLabels, participantStatusTones } from './utils/format.ts';
