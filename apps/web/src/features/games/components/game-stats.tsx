import { type Game, prizePoolLabel } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ledgerQueryOptions } from '@/features/ledger';
import { formatAmount, formatMoney } from '@/lib/format.ts';
import { gameStatusBadge } from '../utils/format.ts';

/** Everyone invited or seated: the people the host expects. */
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

/**
 * The tournament's pool from the ledger's figures, the same the clock, the TV and the Finance tab
 * show (docs/tournament.md, "Figures"): a projection until a buy-in is recorded, labelled so.
 */
function PrizePoolStat({ gameId }: { gameId: string }) {
  const ledger = useQuery(ledgerQueryOptions(gameId)).data;
  const figures = ledger?.figures;
  return (
    <Stat label={figures ? prizePoolLabel(figures) : 'Prize pool'}>
      <span data-testid="prize-pool">
        {figures && ledger ? formatMoney(figures.prizePoolCents, ledger.currency) : '…'}
      </span>
    </Stat>
  );
}

/** Manage game stat cards (docs/games.md). A cash game has no prize pool. */
export function GameStats({ game }: { game: Game }) {
  const players = notDeclinedCount(game);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="Players">
        <span data-testid="players-count">
          {players}/{game.maxParticipants}
        </span>
      </Stat>
      <Stat label="Buy-in per player">{formatAmount(game.buyIn.amount, game.buyIn.currency)}</Stat>
      {game.type === 'tournament' && <PrizePoolStat gameId={game.id} />}
      <Stat label="Status">
        <Badge tone={gameStatusBadge(game).tone} className="text-sm" data-testid="game-status">
          {gameStatusBadge(game).label}
        </Badge>
      </Stat>
    </div>
  );
}
