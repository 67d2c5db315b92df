import { isSeated, type Ledger, ledgerMessages, type Participant } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { ledgerQueryOptions, useCheckIn, useReverseEntry } from '@/features/ledger';
import { useUpdateParticipant } from '../api/participant-mutations.ts';

/** The player's buy-in still standing on the ledger (not reversed), the one "Paid" unticks. */
function standingBuyIn(ledger: Ledger, participantId: string) {
  return ledger.entries.find(
    (e) =>
      e.kind === 'buy_in' &&
      e.participantId === participantId &&
      e.reversesEntryId === null &&
      e.reversedByEntryId === null,
  );
}

/** The two boxes of a seated player's row. */
type Box = 'arrived' | 'paid';

/**
 * The check-in at the table (docs/ledger.md, "Check-in"): each seated player's Arrived and Paid in one
 * tap, and All paid. Paid is the ledger's buy-in, read from and written to the ledger, so the manage
 * page and the ledger never disagree; unticking it records a correction.
 */
export function CheckInList({
  gameId,
  participants,
  shown = () => true,
}: {
  gameId: string;
  participants: Participant[];
  /** The manage page's filter: the rows it keeps; the summary and All paid stay the whole game's. */
  shown?: (p: Participant) => boolean;
}) {
  const ledger = useQuery(ledgerQueryOptions(gameId)).data;
  const checkIn = useCheckIn(gameId);
  const reverse = useReverseEntry(gameId);
  const arrive = useUpdateParticipant(gameId);
  // The tap shows at once: a mutation's own pending state reaches the screen a tick later, after
  // React has put a controlled box back to what it was, so the tapped value is held here until the
  // server's answer (and the refreshed game or ledger) takes over.
  // One held tap per kind of box, so a Paid on its way and an Arrived tapped meanwhile both show.
  const [tapped, setTapped] = useState<Partial<Record<Box, { id: string; value: boolean }>>>({});
  const tap = (box: Box, id: string, value: boolean) =>
    setTapped((held) => ({ ...held, [box]: { id, value } }));
  const shownAs = (p: Participant, box: Box, value: boolean) =>
    tapped[box]?.id === p.id ? tapped[box].value : value;
  const settle = (box: Box) => ({
    onSettled: () => setTapped(({ [box]: _settled, ...held }) => held),
  });
  const seated = participants.filter((p) => isSeated(p.status));
  if (seated.length === 0) return null;
  const paid = (p: Participant) =>
    ledger?.players.find((l) => l.participantId === p.id)?.buyInStatus === 'paid';
  const unpaid = seated.filter((p) => !paid(p)).map((p) => p.id);
  const arrived = seated.filter((p) => p.arrivedAt !== null).length;
  const busy = !ledger || checkIn.isPending || reverse.isPending || tapped.paid !== undefined;

  const setPaid = (p: Participant, value: boolean) => {
    if (value) {
      tap('paid', p.id, value);
      return checkIn.mutate({ participantIds: [p.id] }, settle('paid'));
    }
    const entry = ledger && standingBuyIn(ledger, p.id);
    if (!entry) return;
    tap('paid', p.id, value);
    reverse.mutate({ entryId: entry.id, reason: ledgerMessages.checkInUndone }, settle('paid'));
  };
  const setArrived = (p: Participant, value: boolean) => {
    tap('arrived', p.id, value);
    arrive.mutate({ id: p.id, arrived: value }, settle('arrived'));
  };

  return (
    <Card className="space-y-3 p-4">
      <section aria-labelledby="check-in-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 id="check-in-heading" className="text-lg font-semibold">
              Check-in
            </h2>
            <p className="text-sm text-stone-600" data-testid="check-in-summary">
              {arrived} of {seated.length} arrived · {seated.length - unpaid.length} of {seated.length} paid
            </p>
          </div>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy || unpaid.length === 0}
            onClick={() => checkIn.mutate({ participantIds: unpaid })}
          >
            <CheckCheck aria-hidden /> All paid
          </Button>
        </div>
        <ul className="divide-y divide-stone-200">
          {seated.filter(shown).map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-1 sm:py-2">
              <span className="min-w-0 flex-1 basis-32 truncate font-medium">{p.user.name}</span>
              <label
                htmlFor={`arrived-${p.id}`}
                className="inline-flex min-h-9 items-center gap-1.5 text-sm text-stone-700"
              >
                <Checkbox
                  id={`arrived-${p.id}`}
                  checked={shownAs(p, 'arrived', p.arrivedAt !== null)}
                  disabled={arrive.isPending || tapped.arrived !== undefined}
                  onChange={(e) => setArrived(p, e.target.checked)}
                  aria-label={`${p.user.name} arrived`}
                />
                Arrived
              </label>
              <label
                htmlFor={`paid-${p.id}`}
                className="inline-flex min-h-9 items-center gap-1.5 text-sm text-stone-700"
              >
                <Checkbox
                  id={`paid-${p.id}`}
                  checked={shownAs(p, 'paid', paid(p))}
                  disabled={busy}
                  onChange={(e) => setPaid(p, e.target.checked)}
                  aria-label={`${p.user.name} paid the buy-in`}
                />
                {ledgerMessages.paid}
              </label>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
