import type { TournamentState } from '@pokerhome/domain';
import { Card } from '@/components/ui/card.tsx';
import { FigureList } from '@/components/ui/figure-list.tsx';
import { formatAmount } from '@/lib/format.ts';
import { chips } from '../utils/format.ts';
import { TournamentClock } from './clock-panel.tsx';
import { KnockoutFeed } from './knockout-feed.tsx';
import { PayoutsList } from './payouts-list.tsx';
import { TablesView } from './tables-view.tsx';

/** A player's view: the clock, their own table, seat and chips first, then every table. */
export function ParticipantView({ state, offsetMs }: { state: TournamentState; offsetMs: number }) {
  const { tournament } = state;
  const me = tournament.players.find((p) => p.id === tournament.myPlayerId);
  return (
    <div className="space-y-6">
      <TournamentClock state={state} offsetMs={offsetMs} />
      {me && (
        <Card className="p-4" aria-label="Your seat">
          {me.status === 'active' && me.finishPosition === null ? (
            <FigureList
              className="grid grid-cols-3 gap-2 text-center"
              labelClassName="text-sm text-stone-600"
              valueClassName="text-2xl font-bold"
              figures={[
                { label: 'Your table', value: me.tableNumber, testId: 'my-table' },
                { label: 'Seat', value: me.seatNumber, testId: 'my-seat' },
                { label: 'Chips', value: chips(me.chipCount), testId: 'my-stack' },
              ]}
            />
          ) : (
            <p className="text-center text-lg font-medium" data-testid="my-finish">
              You finished #{me.finishPosition}
              {me.payout ? `: you won ${formatAmount(me.payout, tournament.currency)}` : ''}.
            </p>
          )}
        </Card>
      )}
      <PayoutsList tournament={tournament} />
      <KnockoutFeed tournament={tournament} />
      <TablesView tournament={tournament} highlightPlayerId={tournament.myPlayerId} />
    </div>
  );
}
