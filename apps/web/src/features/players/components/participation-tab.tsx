import type { ParticipationRecord } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryFallback } from '@/components/query-states.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { participantStatusLabels, participantStatusTones } from '@/features/games';
import { cn } from '@/lib/cn.ts';
import { formatDateTime } from '@/lib/format.ts';
import { participationQueryOptions } from '../api/contacts.ts';
import { StatisticsCards } from './statistics-cards.tsx';

const filters = [
  { value: 'all', label: 'All' },
  { value: 'hosted', label: 'My games' },
  { value: 'played', label: 'Games I joined' },
] as const;

/** Game Participation: who was invited to the user's games and how they answered, and the user's own seats. */
export function ParticipationTab() {
  const participation = useQuery(participationQueryOptions());
  const [filter, setFilter] = useState<(typeof filters)[number]['value']>('all');
  if (participation.isPending || participation.isError)
    return <QueryFallback query={participation} loading="Loading participation…" />;
  const records = participation.data.records.filter((r) => filter === 'all' || r.role === filter);
  return (
    <div className="space-y-6">
      <StatisticsCards statistics={participation.data.statistics} />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {filters.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm',
              filter === f.value
                ? 'border-felt-600 bg-felt-50 font-medium text-felt-900'
                : 'border-stone-300',
            )}
          >
            {f.label}
          </button>
        ))}
      </fieldset>
      {records.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          No participation records found
        </p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
          aria-label="Participation records"
        >
          {records.map((r) => (
            <RecordRow key={r.id} record={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RecordRow({ record: r }: { record: ParticipationRecord }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          {r.role === 'hosted' ? r.player.name : 'You'}
          {r.player.isGuest && <span className="ml-2 text-xs text-stone-500">Guest</span>}
        </p>
        <p className="text-sm text-stone-600">
          <Link to={`/games/${r.gameId}`} className="underline-offset-2 hover:underline">
            {r.gameName}
          </Link>{' '}
          · {formatDateTime(r.scheduledDate)}
          {r.role === 'played' ? ' · as a player' : ''}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {r.buyInPaid && <Badge tone="success">Paid</Badge>}
        <Badge tone={participantStatusTones[r.status]}>{participantStatusLabels[r.status]}</Badge>
      </div>
    </li>
  );
}
