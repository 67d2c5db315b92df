import { isActive, lateEntryRefusal } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { GuestInputs, gameQueryOptions, useAddParticipants } from '@/features/games';
import type { HostPanelProps } from './host-view.tsx';

const noGuest = { first: '', last: '' };

/**
 * Late registration (docs/tournament.md, "Late registration"): while the level is at or before the
 * cut-off, the host seats a player of the game not yet in the tournament, or a guest who just
 * arrived; the server picks the least crowded table and records the buy-in. After the cut-off the
 * card says why nobody can join.
 */
export function LateEntryCard({ tournament, act, pending }: HostPanelProps) {
  const game = useQuery(gameQueryOptions(tournament.gameId));
  const addGuest = useAddParticipants(tournament.gameId);
  const [participantId, setParticipantId] = useState('');
  const [guest, setGuest] = useState(noGuest);
  const { first, last } = guest;
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
          <form
            className="flex flex-wrap items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (participantId) act('late-entry', { participantId });
              setParticipantId('');
            }}
          >
            <NativeSelect
              aria-label="Player to seat"
              value={participantId}
              onChange={(e) => setParticipantId(e.target.value)}
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
          </form>
          <form
            className="flex flex-wrap items-center gap-2"
            onSubmit={async (e) => {
              e.preventDefault();
              const added = await addGuest.mutateAsync({
                participants: [{ isGuest: true, guestFirstName: first.trim(), guestLastName: last.trim() }],
                sendEmailInvitations: false,
              });
              const guest = added.participants[0];
              if (guest) {
                act('late-entry', { participantId: guest.id });
                setGuest(noGuest);
              }
            }}
          >
            <GuestInputs guest={guest} onChange={setGuest} className="h-9 w-36" />
            <Button
              size="sm"
              variant="secondary"
              type="submit"
              disabled={pending || addGuest.isPending || !first.trim() || !last.trim()}
            >
              Add guest and seat
            </Button>
          </form>
        </div>
      )}
    </section>
  );
}
