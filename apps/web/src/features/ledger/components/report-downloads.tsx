import { reportsContract } from '@pokerhome/domain';
import { PdfCsvDownloads } from '@/components/pdf-csv-downloads.tsx';
import { api } from '@/lib/api-call.ts';

/** The game report as PDF (header, structure, entries, payouts, results, settle-up) and CSV. */
export function ReportDownloads({ gameId }: { gameId: string }) {
  return (
    <PdfCsvDownloads
      download={(format) =>
        api.download(
          format === 'pdf' ? reportsContract.gamePdf : reportsContract.gameCsv,
          `game-report.${format}`,
          {
            params: { id: gameId },
          },
        )
      }
    />
  );
}
