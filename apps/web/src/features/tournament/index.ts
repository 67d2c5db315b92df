export { tournamentQueryOptions } from './api/tournament-queries.ts';
