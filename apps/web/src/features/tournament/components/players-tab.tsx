import { zodResolver } from '@hookform/resolvers/zod';
import { chipsRequestSchema, type Tournament } from '@pokerhome/domain';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { formatMoney } from '@/lib/format.ts';
import { chips } from '../utils/format.ts';
import { ChipRaceCard } from './chip-race-card.tsx';
import type { Act, HostPanelProps } from './host-panel.ts';
import { LateEntryCard } from './late-entry-card.tsx';
import { PlayerOptions } from './player-options.tsx';

function ActivePlayer({
  tournament,
  playerId,
  act,
  pending,
}: {
  tournament: Tournament;
  playerId: string;
  act: Act;
  pending: boolean;
}) {
  const player = tournament.players.find((p) => p.id === playerId);
  const [by, setBy] = useState('');
  if (!player) return null;
  const others = tournament.players.filter((p) => p.status === 'active' && p.id !== player.id);
  return (
    <li className="flex flex-wrap items-center gap-2 py-3">
      <div className="min-w-40 flex-1">
        <p className="font-medium">{player.name}</p>
        <p className="text-sm text-stone-600">
          Table {player.tableNumber} · seat {player.seatNumber} · {chips(player.chipCount)} chips
          {player.bountyCents > 0 &&
            ` · ${formatMoney(player.bountyCents, tournament.currency)} on their head`}
        </p>
      </div>
      <StackForm player={player} act={act} pending={pending} />
      <NativeSelect
        aria-label={`Eliminated by (${player.name})`}
        value={by}
        onChange={(e) => setBy(e.target.value)}
        className="h-8 w-40"
      >
        <PlayerOptions prompt="Eliminated by…" players={others} />
      </NativeSelect>
      <Button
        size="sm"
        variant="destructive"
        disabled={pending}
        onClick={() => act('eliminate', { playerId: player.id, ...(by ? { eliminatedByPlayerId: by } : {}) })}
        aria-label={`Eliminate ${player.name}`}
      >
        Eliminate
      </Button>
    </li>
  );
}

/** One stack, as the domain's chips request checks it. */
const stackSchema = chipsRequestSchema.shape.chips.element.pick({ chipCount: true });

/** A player's chip count, corrected by the host. */
function StackForm({
  player,
  act,
  pending,
}: {
  player: Tournament['players'][number];
  act: Act;
  pending: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(stackSchema), defaultValues: { chipCount: player.chipCount } });
  const submit = handleSubmit(({ chipCount }) =>
    act('chips', { chips: [{ playerId: player.id, chipCount }] }),
  );
  return (
    <form className="flex items-center gap-1" noValidate onSubmit={submit}>
      <Input
        aria-label={`Chips of ${player.name}`}
        aria-invalid={errors.chipCount ? true : undefined}
        type="number"
        min={0}
        {...register('chipCount', { valueAsNumber: true })}
        className="h-8 w-28"
      />
      <Button size="sm" variant="secondary" type="submit" disabled={pending}>
        Save
      </Button>
      {errors.chipCount && (
        <span role="alert" className="text-sm text-red-700">
          {errors.chipCount.message}
        </span>
      )}
    </form>
  );
}

/** Host: everyone still in (chips, eliminate with the eliminator), then the eliminations in order. */
export function PlayersTab({ tournament, act, pending, failure }: HostPanelProps) {
  const active = tournament.players.filter((p) => p.status === 'active');
  const live = tournament.status === 'active' || tournament.status === 'paused';
  return (
    <div className="space-y-6">
      {live && tournament.configuration.allowLateRegistration && (
        <LateEntryCard tournament={tournament} act={act} pending={pending} failure={failure} />
      )}
      {live && <ChipRaceCard tournament={tournament} act={act} pending={pending} />}
      <section>
        <h2 className="text-lg font-semibold">Still in ({active.length})</h2>
        <ul className="divide-y divide-stone-200">
          {active.map((p) =>
            live ? (
              <ActivePlayer key={p.id} tournament={tournament} playerId={p.id} act={act} pending={pending} />
            ) : (
              <li key={p.id} className="py-2">
                {p.name}
              </li>
            ),
          )}
        </ul>
      </section>
      <section>
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">Eliminated ({tournament.eliminations.length})</h2>
          {tournament.eliminations.length > 0 && (
            <Button size="sm" variant="secondary" disabled={pending} onClick={() => act('undo-elimination')}>
              <Undo2 aria-hidden /> Undo last elimination
            </Button>
          )}
        </div>
        <ol className="mt-2 space-y-1 text-sm">
          {[...tournament.eliminations]
            .sort((a, b) => a.position - b.position)
            .map((e) => (
              <li key={e.playerId}>
                <span className="font-medium">#{e.position}</span> {e.playerName}
                {e.eliminatedByName && <span className="text-stone-600"> · by {e.eliminatedByName}</span>}
              </li>
            ))}
        </ol>
      </section>
    </div>
  );
}
