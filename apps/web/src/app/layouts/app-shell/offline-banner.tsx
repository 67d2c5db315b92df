import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ConnectionBanner } from '@/components/connection-banner.tsx';
import { useConnection } from '@/lib/connection.ts';
import { dateTimeFormat } from '@/lib/format.ts';

/** "2:31 PM" today, "Nov 23, 2026, 9:41 PM" on another day: in this device's zone, like its clock. */
export function formatDataTime(time: number, now = Date.now()): string {
  const sameDay = new Date(time).toDateString() === new Date(now).toDateString();
  const format = dateTimeFormat(
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
  return format ? format.format(time) : new Date(time).toISOString();
}

/**
 * Shown on every signed-in page while the server cannot be reached (docs/offline.md), worded for
 * the device being offline or the server being down: the pages
 * keep showing what was last loaded, and say from when; changes are refused until the connection
 * is back, and then every page's data is read again.
 */
export function OfflineBanner() {
  const { offline, browserOffline, dataFrom } = useConnection();
  const queryClient = useQueryClient();
  const wasOffline = useRef(offline);
  // Back online: what was read from stored copies counts as fresh to the query cache; read it again.
  useEffect(() => {
    if (wasOffline.current && !offline) void queryClient.invalidateQueries();
    wasOffline.current = offline;
  }, [offline, queryClient]);
  if (!offline) return null;
  return (
    <ConnectionBanner testId="offline-banner" icon={WifiOff} tone="bg-amber-100">
      {/* The device without a network, or the server out of reach: the fix differs (docs/offline.md). */}
      <strong>{browserOffline ? 'Offline' : "Can't reach the server"}</strong> — showing data from{' '}
      {dataFrom ? formatDataTime(dataFrom) : 'your last visit'}.{' '}
      {browserOffline
        ? "Changes can't be saved until you're back online."
        : "Your connection is fine, but PokerHome's server does not answer; changes can't be saved until it does."}
    </ConnectionBanner>
  );
}
