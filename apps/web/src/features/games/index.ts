export { gamesQueryKey } from './api/game-queries.ts';
export { GameTypeIcon } from './components/game-type-icon.tsx';
export { formatGameDate, formatMoney } from './utils/format.ts';
