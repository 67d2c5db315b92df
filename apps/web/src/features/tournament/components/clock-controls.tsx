import { zodResolver } from '@hookform/resolvers/zod';
import {
  eliminateRequestSchema,
  limits,
  pauseRequestSchema,
  type Tournament,
  tournamentMessages,
} from '@pokerhome/domain';
import { Coffee, FastForward, Pause, Play, Plus, Rewind, Skull, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { Act, HostPanelProps } from './host-panel.ts';
import { PlayerOptions } from './player-options.tsx';

/** The buttons that move the clock along, none with a body to send. */
const levelSteps = [
  { action: 'previous', label: 'Previous level', Icon: Rewind, text: 'Previous' },
  { action: 'advance', label: 'Next level', Icon: FastForward, text: 'Next' },
  // The name holds the visible words (axe: label in name).
  {
    action: 'add-time',
    label: `Add ${limits.addTimeMinutes} min`,
    Icon: Plus,
    text: `${limits.addTimeMinutes} min`,
  },
  { action: 'break', label: 'Break', Icon: Coffee, text: 'Break' },
] as const;

/**
 * The host's controls under the clock (docs/tournament.md, "The clock view"): the whole night runs
 * from here, on a phone as on a desktop, without leaving the clock. Undo names what it takes back.
 * Pause and Resume replace each other: once the clock has turned, the keyboard's place moves to the
 * button now shown instead of falling to the page's start (docs/accessibility.md).
 */
export function ClockControls({ tournament, act, pending }: HostPanelProps) {
  const live = tournament.status === 'active' || tournament.status === 'paused';
  const running = tournament.clockState === 'running';
  const active = tournament.players.filter((p) => p.status === 'active');
  const [player, setPlayer] = useState('');
  const pause = useForm({
    resolver: zodResolver(pauseRequestSchema),
    defaultValues: { reason: tournamentMessages.hostPaused as string },
  });
  const off = pending || !live;
  const pauseForm = useId();
  const clockControl = useRef<HTMLButtonElement>(null);
  const turnedFrom = useRef<boolean | null>(null);
  useEffect(() => {
    if (turnedFrom.current !== null && turnedFrom.current !== running && !pending) {
      turnedFrom.current = null;
      clockControl.current?.focus();
    }
  }, [running, pending]);

  return (
    <section
      aria-label="Clock controls"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      {running && (
        // The reason shows under the clock on every screen while paused; Enter in it pauses.
        <form
          id={pauseForm}
          noValidate
          onSubmit={pause.handleSubmit(({ reason }) => {
            turnedFrom.current = running;
            act('pause', { reason: reason || tournamentMessages.hostPaused });
          })}
        >
          <Input
            aria-label="Pause reason"
            placeholder="Pause reason"
            maxLength={200}
            aria-invalid={pause.formState.errors.reason ? true : undefined}
            {...pause.register('reason')}
          />
          {pause.formState.errors.reason && (
            <p role="alert" className="text-sm text-red-700">
              {pause.formState.errors.reason.message}
            </p>
          )}
        </form>
      )}
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {running ? (
          <Button ref={clockControl} type="submit" form={pauseForm} disabled={off}>
            <Pause aria-hidden /> Pause
          </Button>
        ) : (
          <Button
            ref={clockControl}
            onClick={() => {
              turnedFrom.current = running;
              act('resume');
            }}
            disabled={off}
          >
            <Play aria-hidden /> Resume
          </Button>
        )}
        {levelSteps.map(({ action, label, Icon, text }) => (
          <Button
            key={action}
            variant="secondary"
            onClick={() => act(action)}
            disabled={off}
            aria-label={label}
          >
            <Icon aria-hidden /> {text}
          </Button>
        ))}
        <Button
          variant="secondary"
          onClick={() => act('undo')}
          disabled={pending || !tournament.undoLabel}
          aria-label={tournament.undoLabel ? `Undo: ${tournament.undoLabel}` : 'Nothing to undo'}
          title={tournament.undoLabel ? `Undo: ${tournament.undoLabel}` : 'Nothing to undo'}
        >
          <Undo2 aria-hidden /> Undo
        </Button>
      </div>
      {tournament.undoLabel && (
        <p className="text-xs text-stone-600" data-testid="undo-label">
          Undo takes back: {tournament.undoLabel}
        </p>
      )}

      {live && <EliminateForm active={active} act={act} pending={pending} />}

      {live && (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_auto_auto]">
          <NativeSelect
            aria-label="Player for a rebuy or add-on"
            className="col-span-2 sm:col-span-1"
            value={player}
            onChange={(e) => setPlayer(e.target.value)}
          >
            <option value="">Rebuy or add-on for…</option>
            {tournament.players.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
                {p.status === 'eliminated' ? ' (out)' : ''}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant="secondary"
            disabled={pending || !player}
            onClick={() => act('rebuy', { playerId: player })}
          >
            Rebuy
          </Button>
          <Button
            variant="secondary"
            disabled={pending || !player}
            onClick={() => act('add-on', { playerId: player })}
          >
            Add-on
          </Button>
        </div>
      )}
    </section>
  );
}

/** Who is out and, optionally, who knocked them out: the domain's elimination request. */
function EliminateForm({
  active,
  act,
  pending,
}: {
  active: Tournament['players'];
  act: Act;
  pending: boolean;
}) {
  const { register, handleSubmit, reset, watch } = useForm({
    resolver: zodResolver(eliminateRequestSchema),
    defaultValues: { playerId: '', eliminatedByPlayerId: undefined as string | undefined },
  });
  const busted = watch('playerId');
  const submit = handleSubmit((body) => {
    act('eliminate', body);
    reset();
  });
  return (
    <form
      className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]"
      aria-label="Eliminate a player"
      noValidate
      onSubmit={submit}
    >
      <NativeSelect aria-label="Busted player" {...register('playerId')}>
        <PlayerOptions prompt="Who is out?" players={active} />
      </NativeSelect>
      <NativeSelect
        aria-label="Busted by"
        {...register('eliminatedByPlayerId', { setValueAs: (v: string | undefined) => v || undefined })}
      >
        <PlayerOptions prompt="Busted by (optional)" players={active.filter((p) => p.id !== busted)} />
      </NativeSelect>
      <Button type="submit" variant="destructive" disabled={pending || !busted}>
        <Skull aria-hidden /> Eliminate
      </Button>
    </form>
  );
}
