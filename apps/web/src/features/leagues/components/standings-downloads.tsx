import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { downloadStandings } from '../api/standings-download.ts';

/** The season table as a PDF (to print for the club) and as CSV (for a spreadsheet). */
export function StandingsDownloads({ seasonId }: { seasonId: string }) {
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const get = async (format: 'pdf' | 'csv') => {
    setBusy(format);
    try {
      await downloadStandings(seasonId, format);
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
