import { Badge } from '@/components/ui/badge.tsx';

/** A game whose tournament is running or paused now (docs/tournament.md, "Live in the lists"). */
export function LiveBadge() {
  return (
    <Badge tone="danger" data-testid="live-badge">
      <span
        aria-hidden
        className="mr-1 inline-block size-2 rounded-full bg-red-600 motion-safe:animate-pulse"
      />
      Live
    </Badge>
  );
}
