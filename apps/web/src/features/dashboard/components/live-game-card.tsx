import type { GameSummary } from '@pokerhome/domain';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { GameTypeIcon, LiveBadge } from '@/features/games';
import { cn } from '@/lib/cn.ts';

/** The game being played now, first on the dashboard: one tap to its clock (issue 28, point 8). */
export function LiveGameCard({ game, className }: { game: GameSummary; className?: string }) {
  return (
    <Card className={cn('border-felt-700 bg-felt-50 p-0', className)}>
      <Link
        to={`/games/${game.id}/tournament`}
        className="flex min-h-16 min-w-0 items-center gap-3 p-4 hover:bg-felt-100"
      >
        <GameTypeIcon type={game.type} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-felt-800">Playing now</p>
          <p className="flex min-w-0 items-center gap-2 text-lg font-bold">
            <span className="truncate">{game.name}</span>
            <LiveBadge />
          </p>
        </div>
        <span className="shrink-0 font-medium text-felt-800">Open the clock →</span>
      </Link>
    </Card>
  );
}
