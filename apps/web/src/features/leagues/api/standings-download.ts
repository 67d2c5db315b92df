import { downloadFile } from '@/lib/download.ts';
import { seasonPath } from './keys.ts';

/** `GET /seasons/{id}/standings.csv` and `.pdf`: the table as a file, saved under the server's name. */
export function downloadStandings(seasonId: string, format: 'csv' | 'pdf') {
  return downloadFile(`${seasonPath(seasonId)}/standings.${format}`, `standings.${format}`);
}
