import type { SessionInfo } from '@pokerhome/domain';
import { Monitor, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { describeUserAgent } from '../utils/describe-user-agent.ts';

export function SessionItem({
  session,
  timeZone,
  onRevoke,
  revoking,
}: {
  session: SessionInfo;
  timeZone: string;
  onRevoke: (id: string) => void;
  revoking: boolean;
}) {
  const device = describeUserAgent(session.userAgent);
  const Icon = device.mobile ? Smartphone : Monitor;
  return (
    <li
      data-testid="session-item"
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-stone-500" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-stone-900">
            {device.label}
            {session.current ? <Badge tone="success">This device</Badge> : null}
            {session.persistent ? <Badge>Remembered</Badge> : null}
          </p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-stone-600">
            <dt>IP address</dt>
            <dd className="truncate">{session.ipAddress ?? 'Unknown'}</dd>
            <dt>Signed in</dt>
            <dd>{formatDateTime(session.createdAt, timeZone)}</dd>
            <dt>Last seen</dt>
            <dd>{formatDateTime(session.lastSeenAt, timeZone)}</dd>
          </dl>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-center"
          onClick={() => onRevoke(session.id)}
          disabled={revoking}
          aria-label={`Sign out ${device.label}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
