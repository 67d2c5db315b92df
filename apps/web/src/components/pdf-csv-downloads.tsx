import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';

export type DownloadFormat = 'pdf' | 'csv';

/** "Download PDF" and "Download CSV" side by side; both wait while one runs, a failure is a toast. */
export function PdfCsvDownloads({ download }: { download: (format: DownloadFormat) => Promise<void> }) {
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const get = async (format: DownloadFormat) => {
    setBusy(format);
    try {
      await download(format);
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
