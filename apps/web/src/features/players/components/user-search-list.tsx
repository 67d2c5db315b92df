import { limits, playerMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { contactsQueryOptions } from '../api/contacts.ts';
import { invitationSearchQueryOptions } from '../api/user-search.ts';
import { matchLocally, type RecentContact, readRecentContacts } from '../utils/recent-contacts.ts';
import { ReliabilityBadge } from './reliability-badge.tsx';

/** `email` only when the user typed that whole address: the search gives out no other. */
export type FoundUser = { id: string; name: string; email: string | null; hint?: string };

/**
 * Search Users (docs/players.md): 2+ characters; an empty query shows the host's known players: the 5
 * most recent picks, the server's suggestions (frequent co-players first) and the contacts; when the
 * search call fails, local contacts match. While inviting (`onPickAll`) the empty query adds the
 * contacts and one tap picks everyone listed (decision 0040: ten regulars were 26 taps one by one).
 */
export function UserSearchList({
  onPick,
  onPickAll,
  isPicked,
  label = 'Search users',
}: {
  onPick: (user: FoundUser) => void;
  /** Inviting: the empty query lists the contacts too, and "Select all" picks everyone listed. */
  onPickAll?: (users: FoundUser[]) => void;
  isPicked?: (id: string) => boolean;
  label?: string;
}) {
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const [recent] = useState<RecentContact[]>(() => readRecentContacts().slice(0, limits.recentContactsShown));
  const tooShort = query.length > 0 && query.length < limits.searchMinChars;
  const search = useQuery({ ...invitationSearchQueryOptions(query), enabled: !tooShort });
  // Always loaded: the host sees each contact's reliability while inviting (docs/players.md), and
  // the contacts stand in for the search when it fails.
  const contacts = useQuery(contactsQueryOptions());
  const reliability = new Map((contacts.data ?? []).map((c) => [c.contactId, c.reliabilityScore]));

  const found: FoundUser[] = search.isError
    ? matchLocally(contacts.data ?? [], query).map((c) => ({
        id: c.contactId,
        name: c.name,
        email: c.email,
        hint: 'Contact',
      }))
    : (search.data ?? []).map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        ...(u.isFrequentPlayer ? { hint: 'Frequent player' } : {}),
      }));
  const recentShown = query === '' ? recent.filter((r) => !found.some((f) => f.id === r.id)) : [];
  const suggested: FoundUser[] = [...recentShown.map((r) => ({ ...r, hint: 'Recent' })), ...found];
  // The contacts the suggestions (at most 10 co-players) left out: every known player is one tap.
  const contactsShown: FoundUser[] =
    onPickAll && query === '' && !search.isError
      ? (contacts.data ?? [])
          .filter((c) => !suggested.some((f) => f.id === c.contactId))
          .map((c) => ({ id: c.contactId, name: c.name, email: c.email, hint: 'Contact' }))
      : [];
  const rows = [...suggested, ...contactsShown];
  const unpicked = rows.filter((u) => !(isPicked?.(u.id) ?? false));

  return (
    <div className="space-y-2">
      <Input
        aria-label={label}
        placeholder="Name, username or e-mail"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {tooShort && <p className="text-sm text-stone-600">{playerMessages.searchTooShort}</p>}
      {search.isError && (
        <p className="text-xs text-amber-800">Search is unavailable; showing matching contacts.</p>
      )}
      {query.length >= limits.searchMinChars && !search.isFetching && rows.length === 0 && (
        <div className="text-sm text-stone-600" data-testid="no-users-found">
          <p>No users found matching "{query}"</p>
          {!query.includes('@') && <p className="mt-1">{playerMessages.searchByFullEmail}</p>}
        </div>
      )}
      {onPickAll && unpicked.length > 1 && (
        <Button type="button" size="sm" variant="secondary" onClick={() => onPickAll(unpicked)}>
          <CheckCheck aria-hidden /> Select all {unpicked.length} listed
        </Button>
      )}
      <ul className="max-h-56 space-y-1 overflow-y-auto">
        {rows.map((u) => {
          const picked = isPicked?.(u.id) ?? false;
          return (
            <li key={u.id}>
              <button
                type="button"
                aria-pressed={picked}
                onClick={() => onPick(u)}
                className="flex w-full items-center justify-between gap-2 rounded-md border border-stone-200 px-3 py-1.5 text-left text-sm hover:bg-stone-50 aria-pressed:border-felt-600 aria-pressed:bg-felt-50"
              >
                <span className="min-w-0">
                  <span className="font-medium">{u.name}</span>{' '}
                  {u.email && <span className="break-all text-stone-600">{u.email}</span>}
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  {reliability.has(u.id) && <ReliabilityBadge score={reliability.get(u.id)!} />}
                  {u.hint && <span className="text-xs text-stone-500">{u.hint}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
