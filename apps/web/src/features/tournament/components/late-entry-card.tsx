import { zodResolver } from '@hookform/resolvers/zod';
import { guestNamesSchema, isActive, lateEntryRefusal, lateEntryRequestSchema } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { GuestInputs, gameQueryOptions } from '@/features/games';
import { isApiError } from '@/lib/api-error.ts';
import type { HostPanelProps } from './host-panel.ts';

const noGuest = { first: '', last: '' };
const errorText = 'text-sm text-red-700';

/**
 * Late registration (docs/tournament.md, "Late registration"): while the level is at or before the
 * cut-off, the host seats a player of the game not yet in the tournament, or a guest who just
 * arrived (added to the game and seated in one call); the server picks the least crowded table and
 * records the buy-in. A walk-in when the game is at its maximum is the host's call: the card names
 * the limit and offers to seat them anyway, which raises it (decision 0037). After the cut-off the
 * card says why nobody can join.
 */
export function LateEntryCard({ tournament, act, pending, failure }: HostPanelProps) {
  const game = useQuery(gameQueryOptions(tournament.gameId));
  const seat = useForm({
    resolver: zodResolver(lateEntryRequestSchema),
    defaultValues: { participantId: '' },
  });
  const guestForm = useForm({ resolver: zodResolver(guestNamesSchema), defaultValues: noGuest });
  // The walk-in last asked for, so a refusal at the maximum can offer to seat them anyway.
  const [walkIn, setWalkIn] = useState(noGuest);
  const participantId = seat.watch('participantId');
  const guest = guestForm.watch();
  const seatError = seat.formState.errors.participantId?.message;
  const guestError = guestForm.formState.errors.first?.message ?? guestForm.formState.errors.last?.message;
  const submitSeat = seat.handleSubmit(({ participantId }) => {
    act('late-entry', { participantId });
    seat.reset();
  });
  const submitGuest = guestForm.handleSubmit(({ first, last }) => {
    act('late-entry', { guest: { firstName: first, lastName: last } });
    setWalkIn({ first, last });
    guestForm.reset();
  });
  const walkInRefusal =
    failure?.action === 'late-entry' && isApiError(failure.error) ? failure.error : undefined;
  const atMaximum = walkInRefusal?.fields?.beyondMaximum;
  // A 409 asks the host; a 400 is the host's own ceiling, which no override passes.
  const canOverride = walkInRefusal?.code === 'CONFLICT';
  const refusal = lateEntryRefusal(tournament.configuration, {
    status: tournament.status,
    currentLevel: tournament.currentBlindLevel,
  });
  const seated = new Set(tournament.players.map((p) => p.participantId));
  const waiting = (game.data?.participants ?? []).filter((p) => isActive(p.status) && !seated.has(p.id));
  const end = tournament.configuration.lateRegistrationEndLevel;
  return (
    <section aria-labelledby="late-entry-title" className="max-w-2xl rounded-xl border border-stone-200 p-4">
      <h2 id="late-entry-title" className="text-lg font-semibold">
        Late registration
      </h2>
      <p className="text-sm text-stone-600">
        {refusal ??
          (end === null ? 'Open while the tournament runs.' : `Open until the end of level ${end}.`)}
      </p>
      {!refusal && (
        <div className="mt-3 space-y-3">
          <form className="flex flex-wrap items-center gap-2" noValidate onSubmit={submitSeat}>
            <NativeSelect
              aria-label="Player to seat"
              aria-invalid={seatError ? true : undefined}
              {...seat.register('participantId')}
              className="h-9 w-56"
            >
              <option value="">{waiting.length ? 'Choose a player…' : 'Every player is seated'}</option>
              {waiting.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.user.name}
                </option>
              ))}
            </NativeSelect>
            <Button size="sm" type="submit" disabled={pending || !participantId}>
              <UserPlus aria-hidden /> Seat player
            </Button>
            {seatError && (
              <p role="alert" className={errorText}>
                {seatError}
              </p>
            )}
          </form>
          <form className="flex flex-wrap items-center gap-2" noValidate onSubmit={submitGuest}>
            <GuestInputs
              guest={guest}
              onChange={(next) => {
                guestForm.setValue('first', next.first, { shouldDirty: true });
                guestForm.setValue('last', next.last, { shouldDirty: true });
              }}
              className="h-9 w-36"
            />
            <Button
              size="sm"
              variant="secondary"
              type="submit"
              disabled={pending || !guest.first.trim() || !guest.last.trim()}
            >
              Add guest and seat
            </Button>
            {guestError && (
              <p role="alert" className={errorText}>
                {guestError}
              </p>
            )}
          </form>
          {atMaximum && walkIn.first && (
            <Alert tone="warning" aria-label="Game at its maximum">
              <p>{atMaximum}</p>
              {canOverride && (
                <Button
                  size="sm"
                  className="mt-2"
                  disabled={pending}
                  onClick={() =>
                    act('late-entry', {
                      guest: { firstName: walkIn.first, lastName: walkIn.last },
                      beyondMaximum: true,
                    })
                  }
                >
                  Seat {walkIn.first} {walkIn.last} anyway
                </Button>
              )}
            </Alert>
          )}
        </div>
      )}
    </section>
  );
}
