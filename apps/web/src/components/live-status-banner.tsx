import { liveMessages } from '@pokerhome/domain';
import { RefreshCw } from 'lucide-react';
import { useConnection } from '@/lib/connection.ts';
import { useLiveStatus } from '@/lib/use-live.tsx';

/**
 * Said on a signed-in page that follows live changes while its socket is down (docs/live-feed.md),
 * as the tournament says "Reconnecting": what it shows may be behind until the connection is back,
 * when it reads again. Offline, the offline banner says more and this one stays out of the way.
 */
export function LiveStatusBanner() {
  const { status, following } = useLiveStatus();
  const { offline } = useConnection();
  if (status !== 'down' || !following || offline) return null;
  return (
    <div
      role="status"
      data-testid="live-status-banner"
      className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <RefreshCw aria-hidden className="mt-0.5 size-4 shrink-0 motion-safe:animate-spin" />
      <p className="min-w-0">{liveMessages.offline}</p>
    </div>
  );
}
