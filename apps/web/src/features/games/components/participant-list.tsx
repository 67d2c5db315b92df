import { type Participant, participantStatuses } from '@pokerhome/domain';
import { CheckCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useConfirmParticipants } from '../api/participant-mutations.ts';
import { participantStatusLabels, participantStatusTones } from '../utils/format.ts';
import { ParticipantRow } from './participant-row.tsx';

/** "2 Accepted · 1 Invited …": how the answers stand, at a glance. */
function StatusCounts({ people }: { people: Participant[] }) {
  const counts = participantStatuses
    .map((s) => ({ s, n: people.filter((p) => p.status === s).length }))
    .filter(({ n }) => n > 0);
  if (counts.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Participants by status">
      {counts.map(({ s, n }) => (
        <li key={s}>
          <Badge tone={participantStatusTones[s]} data-testid={`count-${s}`}>
            {n} {participantStatusLabels[s]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Participants then the waiting list in its order; the host may confirm, change or remove anyone. */
export function ParticipantList({
  gameId,
  participants,
  waitingList,
  canManage,
  shown = () => true,
}: {
  gameId: string;
  participants: Participant[];
  waitingList: Participant[];
  canManage: boolean;
  /** The manage page's filter: the rows it keeps; headings and counts stay the whole game's. */
  shown?: (p: Participant) => boolean;
}) {
  const confirm = useConfirmParticipants(gameId);
  const accepted = participants.filter((p) => p.status === 'accepted').map((p) => p.id);
  return (
    <div className="space-y-8">
      <section aria-labelledby="participants-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="participants-heading" className="text-lg font-semibold">
            Participants ({participants.length})
          </h2>
          {canManage && accepted.length > 0 && (
            <Button
              size="sm"
              variant="secondary"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(accepted)}
            >
              <CheckCheck aria-hidden /> Confirm all accepted ({accepted.length})
            </Button>
          )}
        </div>
        <StatusCounts people={participants} />
        {participants.length === 0 ? (
          <p className="py-6 text-stone-600">No participants yet. Add players from the Invite Players tab.</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {participants.filter(shown).map((p) => (
              <ParticipantRow key={p.id} gameId={gameId} p={p} canManage={canManage} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="waiting-heading" className="space-y-3">
        <h2 id="waiting-heading" className="text-lg font-semibold">
          Waiting List ({waitingList.length})
        </h2>
        {waitingList.length === 0 ? (
          <p className="text-sm text-stone-600">
            Nobody is waiting. When the game is full, new RSVPs queue here and take freed seats in order.
          </p>
        ) : (
          <ol className="divide-y divide-stone-200">
            {waitingList.filter(shown).map((p) => (
              <ParticipantRow key={p.id} gameId={gameId} p={p} canManage={canManage} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
