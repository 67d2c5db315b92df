import { RefreshCw } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import type { LiveStatus } from '../hooks/use-live-tournament.ts';

const labels: Record<LiveStatus, string> = {
  live: 'Live',
  polling: 'Reconnecting…',
  connecting: 'Connecting…',
};

/** The page header's word for the live connection (the socket to the tournament's room). */
export function ConnectionLabel({ status }: { status: LiveStatus }) {
  return <span data-testid="live-status">{labels[status]}</span>;
}

/**
 * While the socket is down the clock counts on from the last state received, which the host may
 * have changed meanwhile (a pause): it is marked unconfirmed until the room has sent the state
 * again (issue 18, docs/offline.md).
 */
export function ClockUnconfirmed({ status, tv = false }: { status: LiveStatus; tv?: boolean }) {
  if (status !== 'polling') return null;
  return (
    <p
      role="status"
      data-testid="clock-unconfirmed"
      className={cn(
        'flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-950',
        tv ? 'fixed top-4 left-4 z-10 text-2xl' : 'text-sm',
      )}
    >
      <RefreshCw aria-hidden className={cn('shrink-0 motion-safe:animate-spin', tv ? 'size-6' : 'size-4')} />
      Reconnecting — clock unconfirmed until the connection is back.
    </p>
  );
}
