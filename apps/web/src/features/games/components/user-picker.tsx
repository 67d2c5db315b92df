import { limits, playerMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { FormField, fieldControlProps } from '@/components/ui/form-field.tsx';
import { SearchInput } from '@/components/ui/search-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { userSearchQueryOptions } from '../api/user-search.ts';

const searchId = 'add-player-search';

/**
 * Existing-user search of the Add Player dialog: an empty box lists suggestions (people you play
 * with most), two or more characters search by name, username or e-mail (docs/games.md).
 */
export function UserPicker({
  selected,
  onSelect,
  error,
}: {
  selected: string;
  onSelect: (id: string) => void;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const tooShort = deferred.length > 0 && deferred.length < limits.searchMinChars;
  const search = useQuery({ ...userSearchQueryOptions(deferred), enabled: !tooShort });
  const users = search.data?.slice(0, limits.suggestionsMax) ?? [];
  return (
    <div className="space-y-2">
      <FormField id={searchId} label="Search users" error={error}>
        <SearchInput
          {...fieldControlProps(searchId, { error })}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Name, username or e-mail"
          maxLength={100}
        />
      </FormField>
      {tooShort && <p className="text-sm text-stone-600">{playerMessages.searchTooShort}</p>}
      {search.isError && <p className="text-sm text-red-700">{search.error.message}</p>}
      {search.isFetching && !search.data && <Spinner label="Searching" />}
      {!tooShort && search.data?.length === 0 && (
        <div className="text-sm text-stone-600" data-testid="no-users-found">
          <p>{deferred ? `No users found matching "${deferred}"` : 'Type a name to find a player.'}</p>
          {deferred && !deferred.includes('@') && <p className="mt-1">{playerMessages.searchByFullEmail}</p>}
        </div>
      )}
      {!tooShort && users.length > 0 && (
        <>
          {!deferred && <p className="text-xs text-stone-500">Suggestions</p>}
          <ul className="max-h-48 space-y-1 overflow-y-auto">
            {users.map((u) => (
              <li key={u.id}>
                <button
                  type="button"
                  aria-pressed={selected === u.id}
                  onClick={() => onSelect(u.id)}
                  className={cn(
                    'w-full rounded-lg border px-3 py-2 text-left text-sm hover:bg-stone-50',
                    selected === u.id ? 'border-felt-600 bg-felt-50' : 'border-stone-200',
                  )}
                >
                  <span className="font-medium">{u.name}</span>
                  {u.isFrequentPlayer && <span className="ml-2 text-xs text-felt-700">Frequent player</span>}
                  {u.email && <span className="block truncate text-stone-600">{u.email}</span>}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
