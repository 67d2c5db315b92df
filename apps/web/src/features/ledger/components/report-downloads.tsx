import { PdfCsvDownloads } from '@/components/pdf-csv-downloads.tsx';
import { downloadFile } from '@/lib/download.ts';

/** The game report as PDF (header, structure, entries, payouts, results, settle-up) and CSV. */
export function ReportDownloads({ gameId }: { gameId: string }) {
  return (
    <PdfCsvDownloads
      download={(format) =>
        downloadFile(`/games/${encodeURIComponent(gameId)}/report.${format}`, `game-report.${format}`)
      }
    />
  );
}
