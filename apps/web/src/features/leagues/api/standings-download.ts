import { leaguesContract } from '@pokerhome/domain';
import { api } from '@/lib/api-call.ts';

/** `GET /seasons/{id}/standings.csv` and `.pdf`: the table as a file, saved under the server's name. */
export function downloadStandings(seasonId: string, format: 'csv' | 'pdf') {
  const endpoint = format === 'csv' ? leaguesContract.standingsCsv : leaguesContract.standingsPdf;
  return api.download(endpoint, `standings.${format}`, { params: { id: seasonId } });
}
