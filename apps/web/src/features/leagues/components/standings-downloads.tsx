import { PdfCsvDownloads } from '@/components/pdf-csv-downloads.tsx';
import { downloadStandings } from '../api/standings-download.ts';

/** The season table as a PDF (to print for the club) and as CSV (for a spreadsheet). */
export function StandingsDownloads({ seasonId }: { seasonId: string }) {
  return <PdfCsvDownloads download={(format) => downloadStandings(seasonId, format)} />;
}
