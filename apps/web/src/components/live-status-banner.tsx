import { liveMessages } from '@pokerhome/domain';
import { RefreshCw } from 'lucide-react';
import { ConnectionBanner } from '@/components/connection-banner.tsx';
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
    <ConnectionBanner testId="live-status-banner" icon={RefreshCw} iconClassName="motion-safe:animate-spin">
      {liveMessages.offline}
    </ConnectionBanner>
  );
}
