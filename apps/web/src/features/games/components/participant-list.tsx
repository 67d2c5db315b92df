import type { Participant } from '@pokerhome/domain';
import { Check, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useRemoveParticipant, useUpdateParticipant } from '../api/participant-mutations.ts';
import { participantStatusLabels, participantStatusTones } from '../utils/format.ts';

function Row({ gameId, p, canManage }: { gameId: string; p: Participant; canManage: boolean }) {
  const remove = useRemoveParticipant(gameId);
  const update = useUpdateParticipant(gameId);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span className="inline-flex size-9 items-center justify-center rounded-full bg-stone-100 text-sm font-semibold text-stone-700">
        {p.user.name.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {p.user.name} {p.isGuest && <span className="text-sm font-normal text-stone-500">(guest)</span>}
        </p>
        {p.user.email && <p className="truncate text-sm text-stone-600">{p.user.email}</p>}
        {p.message && <p className="text-sm text-stone-600 italic">“{p.message}”</p>}
      </div>
      <Badge tone={participantStatusTones[p.status]}>{participantStatusLabels[p.status] ?? p.status}</Badge>
      {canManage && (
        <div className="flex gap-1">
          {p.status === 'accepted' && (
            <Button
              size="sm"
              variant="secondary"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: p.id, status: 'confirmed' })}
              aria-label={`Confirm ${p.user.name}`}
            >
              <Check aria-hidden /> Confirm
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            disabled={remove.isPending}
            onClick={() => remove.mutate(p.id)}
            aria-label={`Remove ${p.user.name}`}
          >
            <Trash2 aria-hidden /> Remove
          </Button>
        </div>
      )}
    </li>
  );
}

/** Participants then the waiting list, in order; the host may confirm or remove anyone. */
export function ParticipantList({
  gameId,
  participants,
  waitingList,
  canManage,
}: {
  gameId: string;
  participants: Participant[];
  waitingList: Participant[];
  canManage: boolean;
}) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="participants-heading">
        <h2 id="participants-heading" className="text-lg font-semibold">
          Participants ({participants.length})
        </h2>
        {participants.length === 0 ? (
          <p className="py-6 text-stone-600">No participants yet. Add players from the Invite Players tab.</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {participants.map((p) => (
              <Row key={p.id} gameId={gameId} p={p} canManage={canManage} />
            ))}
          </ul>
        )}
      </section>
      {waitingList.length > 0 && (
        <section aria-labelledby="waiting-heading">
          <h2 id="waiting-heading" className="text-lg font-semibold">
            Waiting List ({waitingList.length})
          </h2>
          <ol className="divide-y divide-stone-200">
            {waitingList.map((p) => (
              <Row key={p.id} gameId={gameId} p={p} canManage={canManage} />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
