import { gameMessages, type Participant, type ParticipantStatus } from '@pokerhome/domain';
import { Check, ChevronDown, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { cn } from '@/lib/cn.ts';
import { useRemoveParticipant, useUpdateParticipant } from '../api/participant-mutations.ts';
import { participantStatusLabels, participantStatusTones } from '../utils/format.ts';
import { NoShowToggle } from './no-show-toggle.tsx';

// Eliminated belongs to the running tournament, not to the host's list.
const settableStatuses: ParticipantStatus[] = ['invited', 'accepted', 'confirmed', 'declined', 'waitlisted'];

/**
 * The RSVP note the person wrote. "Host leaving the game" only explains a decline: once the host
 * has rejoined it would mislead, so it is shown with the declined status only.
 */
function noteOf(p: Participant): string | null {
  if (!p.message) return null;
  if (p.message === gameMessages.hostLeaving && p.status !== 'declined') return null;
  return p.message;
}

/**
 * One person of the manage page: status badge, and for the host confirm, status and Remove (Paid is
 * in the check-in). On a phone each player is one line (name, address, status, a chevron) and the
 * host's controls open per row: 50 players are 50 short rows, not screens of drop-downs (issue 28,
 * decision 0040); from the `sm` width they are always shown.
 */
export function ParticipantRow({
  gameId,
  p,
  canManage,
}: {
  gameId: string;
  p: Participant;
  canManage: boolean;
}) {
  const remove = useRemoveParticipant(gameId);
  const update = useUpdateParticipant(gameId);
  const note = noteOf(p);
  const [open, setOpen] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1.5 sm:gap-x-3 sm:py-3">
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-stone-100 text-sm font-semibold text-stone-700 sm:size-9">
        {p.user.name.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1 basis-24 sm:basis-40">
        <p className="truncate font-medium leading-snug">
          {p.user.name} {p.isGuest && <span className="text-sm font-normal text-stone-500">(guest)</span>}
        </p>
        {p.user.email && <p className="truncate text-xs text-stone-600 sm:text-sm">{p.user.email}</p>}
        {note && <p className="text-sm text-stone-600 italic">“{note}”</p>}
      </div>
      {p.joinedViaShareLink && <Badge tone="neutral">Via link</Badge>}
      <Badge tone={participantStatusTones[p.status]}>{participantStatusLabels[p.status] ?? p.status}</Badge>
      <NoShowToggle gameId={gameId} p={p} />
      {canManage && (
        <Button
          size="sm"
          variant="ghost"
          className="max-sm:px-2 sm:hidden"
          aria-expanded={open}
          aria-label={`Change ${p.user.name}`}
          onClick={() => setOpen((o) => !o)}
        >
          <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
      )}
      {canManage && (
        <div
          className={cn('w-full flex-wrap items-center gap-2 sm:flex sm:w-auto', open ? 'flex' : 'hidden')}
        >
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
          {p.status !== 'eliminated' && (
            // A wrapper sets the width: the select's own w-full is not overridable through cn.
            <div className="w-36">
              <NativeSelect
                aria-label={`Status of ${p.user.name}`}
                value={p.status}
                disabled={update.isPending}
                onChange={(e) => update.mutate({ id: p.id, status: e.target.value as ParticipantStatus })}
              >
                {settableStatuses.map((s) => (
                  <option key={s} value={s}>
                    {participantStatusLabels[s]}
                  </option>
                ))}
              </NativeSelect>
            </div>
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
