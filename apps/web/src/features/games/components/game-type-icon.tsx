import type { GameType } from '@pokerhome/domain';
import { Banknote, Trophy } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** Trophy for a tournament, banknote for a cash game, with the type spoken for screen readers. */
export function GameTypeIcon({ type, className }: { type: GameType; className?: string }) {
  const Icon = type === 'tournament' ? Trophy : Banknote;
  const label = type === 'tournament' ? 'Tournament' : 'Cash game';
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-lg bg-felt-50 text-felt-700',
        className,
      )}
    >
      <Icon aria-hidden className="size-5" />
    </span>
  );
}
