import type { Game } from '@pokerhome/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { formatMoney, gameStatusLabels, gameStatusTones } from '../utils/format.ts';

/** Everyone invited or seated: the people the host expects, so the ones the prize pool counts. */
export function notDeclinedCount(game: Game): number {
  return game.participants.filter((p) => p.status !== 'declined').length;
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-stone-600">{label}</p>
      <div className="mt-1 text-2xl font-bold text-stone-900">{children}</div>
    </Card>
  );
}

/** Core spec §2 Manage game stat cards; the estimate is buy-in × players not declined. */
export function GameStats({ game }: { game: Game }) {
  const players = notDeclinedCount(game);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="Players">
        <span data-testid="players-count">
          {players}/{game.maxParticipants}
        </span>
      </Stat>
      <Stat label="Buy-in per player">{formatMoney(game.buyIn.amount, game.buyIn.currency)}</Stat>
      <Stat label="Estimated prize pool">
        <span data-testid="prize-pool">{formatMoney(game.buyIn.amount * players, game.buyIn.currency)}</span>
      </Stat>
      <Stat label="Status">
        <Badge tone={gameStatusTones[game.status] ?? 'neutral'} className="text-sm">
          {gameStatusLabels[game.status] ?? game.status}
        </Badge>
      </Stat>
    </div>
  );
}
