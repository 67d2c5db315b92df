import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { downloadFile } from '@/lib/download.ts';

/** The game report as PDF (header, structure, entries, payouts, results, settle-up) and CSV. */
export function ReportDownloads({ gameId }: { gameId: string }) {
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const get = async (format: 'pdf' | 'csv') => {
    setBusy(format);
    try {
      await downloadFile(`/games/${encodeURIComponent(gameId)}/report.${format}`, `game-report.${format}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => get('pdf')}>
        <Download aria-hidden /> Download PDF
      </Button>
      <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => get('csv')}>
        <Download aria-hidden /> Download CSV
      </Button>
    </div>
  );
}
