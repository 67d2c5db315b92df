import { emailPattern, type Game, playerMessages, wizardMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { GuestInputs, gameQueryOptions, useAddParticipants } from '@/features/games';
import { cn } from '@/lib/cn.ts';
import { rememberRecentContact } from '../utils/recent-contacts.ts';
import { UserSearchList } from './user-search-list.tsx';

/** One person picked in the panel: a registered user, an e-mail invitee or a guest. */
export type Invitee =
  | { kind: 'user'; userId: string; name: string; email: string | null }
  | { kind: 'email'; email: string }
  | { kind: 'guest'; firstName: string; lastName: string; email?: string };

type Tab = 'search' | 'email' | 'guest';
const label = (i: Invitee) =>
  i.kind === 'user'
    ? i.name
    : i.kind === 'email'
      ? (i.email.split('@')[0] ?? i.email)
      : `${i.firstName} ${i.lastName}`;
const same = (a: Invitee, b: Invitee) =>
  (a.kind === 'user' && b.kind === 'user' && a.userId === b.userId) ||
  (a.kind === 'email' && b.kind === 'email' && a.email.toLowerCase() === b.email.toLowerCase());

const guestName = (first: string, last: string) => `${first.trim()} ${last.trim()}`.toLowerCase();

/**
 * The message when the person is already on the game (sent earlier from this panel or the wizard,
 * invited, seated or waiting), so the panel refuses them before sending instead of the server after.
 */
export function alreadyInGame(game: Game | undefined, who: Invitee): string | null {
  const people = game ? [...game.participants, ...game.waitingList] : [];
  if (who.kind === 'guest')
    return people.some(
      (p) => p.isGuest && p.user.name.toLowerCase() === guestName(who.firstName, who.lastName),
    )
      ? wizardMessages.guestDuplicate
      : null;
  const taken = people.some((p) =>
    who.kind === 'user' ? p.user.id === who.userId : p.user.email?.toLowerCase() === who.email.toLowerCase(),
  );
  return taken ? wizardMessages.alreadySelected : null;
}

/**
 * The invitation panel (docs/players.md): Search Users, By Email, Guest Player, with every rule and
 * message; the selection cannot exceed the remaining slots. Sends to a saved game; used by the game
 * wizard's invite step and by the players page (`initial` holds the contacts chosen there).
 */
export function InvitationPanel({
  gameId,
  slots,
  confirmed,
  onSent,
  onSkip,
  initial = [],
  skipLabel = 'Skip for now',
  sendLabel,
}: {
  gameId: string;
  slots: number;
  confirmed: boolean;
  onSent: (sent: { label: string; badge: string }[], errors: string[]) => void;
  onSkip: () => void;
  initial?: Invitee[];
  skipLabel?: string;
  /** The send button's words where sending does not mail yet (the wizard's draft: 'Add to Invitations'). */
  sendLabel?: string;
}) {
  const [tab, setTab] = useState<Tab>('search');
  const [selected, setSelected] = useState<Invitee[]>(() => initial.slice(0, Math.max(0, slots)));
  const [error, setError] = useState<string | null>(() =>
    initial.length > slots ? wizardMessages.slotsExceeded(slots) : null,
  );
  const [email, setEmail] = useState('');
  const [guest, setGuest] = useState({ first: '', last: '', email: '' });
  const [sending, setSending] = useState(false);
  const game = useQuery(gameQueryOptions(gameId)).data;

  const pick = (who: Invitee): boolean => {
    const taken = alreadyInGame(game, who);
    if (taken) return fail(taken);
    if (selected.some((s) => same(s, who))) return fail(wizardMessages.alreadySelected);
    if (selected.length >= slots) return fail(wizardMessages.slotsExceeded(slots));
    setSelected([...selected, who]);
    setError(null);
    return true;
  };
  /** Everyone listed at once: those already on the game or picked are passed over, the rest up to the slots. */
  const pickAll = (people: Invitee[]) => {
    const fresh = people.filter((who) => !alreadyInGame(game, who) && !selected.some((s) => same(s, who)));
    const room = Math.max(0, slots - selected.length);
    setSelected([...selected, ...fresh.slice(0, room)]);
    setError(fresh.length > room ? wizardMessages.slotsExceeded(slots) : null);
  };
  function fail(message: string) {
    setError(message);
    return false;
  }

  const addEmail = () => {
    const value = email.trim();
    if (!value) return fail(playerMessages.emailRequired);
    if (!emailPattern.test(value)) return fail(playerMessages.emailInvalid);
    if (pick({ kind: 'email', email: value })) setEmail('');
  };
  const addGuest = () => {
    if (!guest.first.trim()) return fail(wizardMessages.guestFirstRequired);
    if (!guest.last.trim()) return fail(wizardMessages.guestLastRequired);
    if (guest.email.trim() && !emailPattern.test(guest.email.trim()))
      return fail(playerMessages.emailInvalid);
    const dup = selected.some(
      (s) => s.kind === 'guest' && guestName(s.firstName, s.lastName) === guestName(guest.first, guest.last),
    );
    if (dup) return fail(wizardMessages.guestDuplicate);
    if (
      pick({
        kind: 'guest',
        firstName: guest.first.trim(),
        lastName: guest.last.trim(),
        ...(guest.email.trim() ? { email: guest.email.trim() } : {}),
      })
    ) {
      setGuest({ first: '', last: '', email: '' });
    }
  };

  const addParticipants = useAddParticipants(gameId);
  const send = async () => {
    if (selected.length === 0) return fail(wizardMessages.nothingSelected);
    setSending(true);
    try {
      const status = confirmed ? { status: 'confirmed' as const } : {};
      // Through the games feature's hook, so the game's queries refresh with the new players.
      const answer = await addParticipants.mutateAsync({
        participants: selected.map((s) =>
          s.kind === 'user'
            ? { userId: s.userId, ...status }
            : s.kind === 'email'
              ? { email: s.email, ...status }
              : {
                  isGuest: true,
                  guestFirstName: s.firstName,
                  guestLastName: s.lastName,
                  ...(s.email ? { email: s.email } : {}),
                },
        ),
        sendEmailInvitations: !confirmed,
      });
      if (answer.errors.length > 0) setError(answer.errors.join('; '));
      onSent(
        answer.participants.map((p) => ({
          label: p.user.name,
          badge: p.isGuest ? 'Confirmed · New User' : p.status === 'confirmed' ? 'Confirmed' : 'Invited',
        })),
        answer.errors,
      );
      setSelected([]);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  const tabs: { id: Tab; text: string }[] = [
    { id: 'search', text: 'Search Users' },
    { id: 'email', text: 'By Email' },
    { id: 'guest', text: 'Guest Player' },
  ];
  return (
    <section
      aria-label="Invitation panel"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div role="tablist" className="flex gap-1 rounded-lg bg-stone-100 p-1">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            onClick={() => {
              setTab(t.id);
              setError(null);
            }}
            className={cn(
              'flex-1 rounded-md px-3 py-1.5 text-sm font-medium',
              tab === t.id ? 'bg-white text-felt-800 shadow-sm' : 'text-stone-600',
            )}
          >
            {t.text}
          </button>
        ))}
      </div>
      {tab === 'search' && (
        <UserSearchList
          // Picked here or already on the game: shown pressed, and left out of "Select all".
          isPicked={(id) =>
            selected.some((x) => x.kind === 'user' && x.userId === id) ||
            alreadyInGame(game, { kind: 'user', userId: id, name: '', email: null }) !== null
          }
          onPick={(u) => {
            if (pick({ kind: 'user', userId: u.id, name: u.name, email: u.email })) {
              rememberRecentContact({ id: u.id, name: u.name, email: u.email });
            }
          }}
          onPickAll={(users) =>
            pickAll(users.map((u) => ({ kind: 'user', userId: u.id, name: u.name, email: u.email })))
          }
        />
      )}
      {tab === 'email' && (
        <div className="flex gap-2">
          <Input
            aria-label="Email address"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="button" variant="secondary" onClick={addEmail}>
            Add
          </Button>
        </div>
      )}
      {tab === 'guest' && (
        <div className="grid gap-2 sm:grid-cols-3">
          <GuestInputs guest={guest} onChange={setGuest} />
          <Button
            type="button"
            variant="secondary"
            onClick={addGuest}
            className="sm:col-span-3 sm:justify-self-start"
          >
            Add Guest
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {selected.map((s) => (
            <li
              key={`${s.kind}:${label(s)}:${s.kind === 'user' ? s.userId : ''}`}
              className="inline-flex items-center gap-1 rounded-full bg-felt-50 px-3 py-1 text-sm"
            >
              {label(s)}
              <span className="text-xs text-stone-600">
                {s.kind === 'guest' ? 'Guest Player' : 'Invitation Sent'}
              </span>
              <button
                type="button"
                aria-label={`Remove ${label(s)}`}
                onClick={() => setSelected(selected.filter((x) => x !== s))}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 pt-3">
        <span className="text-sm text-stone-600">
          {selected.length} participant(s) ready · {Math.max(0, slots - selected.length)} slot(s) left
        </span>
        <div className="flex gap-2">
          <Button type="button" variant="ghost" onClick={onSkip}>
            {skipLabel}
          </Button>
          <Button type="button" disabled={sending} onClick={send}>
            {confirmed ? 'Add as Coming' : (sendLabel ?? 'Send Invitations')}
          </Button>
        </div>
      </div>
    </section>
  );
}
