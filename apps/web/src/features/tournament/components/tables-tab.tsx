import { useState } from 'react';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { HostPanelProps } from './host-panel.ts';
import { Recommendations } from './recommendations.tsx';
import { TablesView } from './tables-view.tsx';

/**
 * Host: the tables, the server's balancing recommendations (one click applies one), and manual
 * moves: choose a player, then an empty seat. Clicking an occupied seat with nobody chosen gives
 * that seat the dealer button.
 */
export function TablesTab({ tournament, act, pending }: HostPanelProps) {
  const [moving, setMoving] = useState('');
  const active = tournament.players.filter((p) => p.status === 'active');
  return (
    <div className="space-y-4">
      <Recommendations
        items={tournament.recommendations}
        pending={pending}
        onApply={(id) => act('apply-recommendation', { recommendationId: id })}
      />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor="move-player" className="font-medium">
          Move a player
        </label>
        <NativeSelect
          id="move-player"
          value={moving}
          onChange={(e) => setMoving(e.target.value)}
          className="w-56"
        >
          <option value="">Choose a player…</option>
          {active.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} (table {p.tableNumber}, seat {p.seatNumber})
            </option>
          ))}
        </NativeSelect>
        <span className="text-stone-600">
          {moving ? 'then click an empty seat.' : 'or click a player’s seat to give it the dealer button.'}
        </span>
      </div>
      <TablesView
        tournament={tournament}
        highlightPlayerId={moving || null}
        onSeat={(tableNumber, seatNumber, occupied) => {
          if (moving && !occupied) {
            act('move', { playerId: moving, toTable: tableNumber, toSeat: seatNumber });
            setMoving('');
          } else if (!moving && occupied) {
            act('button', { tableNumber, seatNumber });
          }
        }}
      />
    </div>
  );
}
