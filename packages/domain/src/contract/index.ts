import { authContract } from './auth.ts';
import { dashboardContract } from './dashboard.ts';
import { gamesContract } from './games.ts';
import { leaguesContract } from './leagues.ts';
import { ledgerContract, reportsContract } from './ledger.ts';
import { operationsContract } from './operations.ts';
import { playersContract } from './players.ts';
import { reachContract } from './reach.ts';
import { seriesContract } from './series.ts';
import { siteContract } from './site.ts';
import { quickLocationsContract, templatesContract } from './templates.ts';
import { tournamentActionsContract, tournamentsContract } from './tournaments.ts';

export * from './define-endpoint.ts';
export * from './endpoint-group.ts';
export {
  authContract,
  dashboardContract,
  gamesContract,
  leaguesContract,
  ledgerContract,
  operationsContract,
  playersContract,
  quickLocationsContract,
  reachContract,
  reportsContract,
  seriesContract,
  siteContract,
  templatesContract,
  tournamentActionsContract,
  tournamentsContract,
};

/**
 * Every endpoint of the HTTP API by feature (docs/architecture.md, "The contract"): the server
 * registers its routes from these entries (`registerEndpoint`). The web calls them (`api.call`)
 * through each feature's own group (`gamesContract.list`), never through this object: naming it
 * builds every endpoint's schemas, which a phone pays for before the first screen (decision 0034).
 */
export const contract = {
  auth: authContract,
  dashboard: dashboardContract,
  games: gamesContract,
  leagues: leaguesContract,
  ledger: ledgerContract,
  operations: operationsContract,
  players: playersContract,
  quickLocations: quickLocationsContract,
  reach: reachContract,
  reports: reportsContract,
  series: seriesContract,
  site: siteContract,
  templates: templatesContract,
  tournamentActions: tournamentActionsContract,
  tournaments: tournamentsContract,
};
