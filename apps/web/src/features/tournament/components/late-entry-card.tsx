import { zodResolver } from '@hookform/resolvers/zod';
import { guestNamesSchema, isActive, lateEntryRefusal, lateEntryRequestSchema } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { GuestInputs, gameQueryOptions, useAddParticipants } from '@/features/games';
import type { HostPanelProps } from './host-view.tsx';

const noGuest = { first: '', last: '' };
const errorText = 'text-sm text-red-700';

/**
 * Late registration (docs/tournament.md, "Late registration"): while the level is at or before the
 * cut-off, the host seats a player of the game not yet in the tournament, or a guest who just
 * arrived; the server picks the least crowded table and records the buy-in. After the cut-off the
 * card says why nobody can join.
 */
export function LateEntryCard({ tournament, act, pending }: HostPanelProps) {
  const game = useQuery(gameQueryOptions(tournament.gameId));
  const addGuest = useAddParticipants(tournament.gameId);
  const seat = useForm({
    resolver: zodResolver(lateEntryRequestSchema),
    defaultValues: { participantId: '' },
  });
  const guestForm = useForm({ resolver: zodResolver(guestNamesSchema), defaultValues: noGuest });
  const participantId = seat.watch('participantId');
  const guest = guestForm.watch();
  const seatError = seat.formState.errors.participantId?.message;
  const guestError =
    guestForm.formState.errors.first?.message ??
    guestForm.formState.errors.last?.message ??
    guestForm.formState.errors.root?.message;
  const submitSeat = seat.handleSubmit(({ participantId }) => {
    act('late-entry', { participantId });
    seat.reset();
  });
  const submitGuest = guestForm.handleSubmit(async ({ first, last }) => {
    try {
      const added = await addGuest.mutateAsync({
        participants: [{ isGuest: true, guestFirstName: first, guestLastName: last }],
        sendEmailInvitations: false,
      });
      const entrant = added.participants[0];
      if (entrant) {
        act('late-entry', { participantId: entrant.id });
        guestForm.reset();
      }
    } catch (error) {
      guestForm.setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });
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
              disabled={pending || addGuest.isPending || !guest.first.trim() || !guest.last.trim()}
            >
              Add guest and seat
            </Button>
            {guestError && (
              <p role="alert" className={errorText}>
                {guestError}
              </p>
            )}
          </form>
        </div>
      )}
    </section>
  );
}
