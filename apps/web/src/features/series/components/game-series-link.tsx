import { capabilitiesForRole } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { gameSeriesQueryOptions } from '../api/series.ts';

/**
 * On a game's manage page, for hosts who may schedule recurring games: the series the game belongs
 * to, or "Make Recurring" for a scheduled game. Hosts without the capability see nothing.
 */
export function GameSeriesLink({ gameId, repeatable }: { gameId: string; repeatable: boolean }) {
  const user = useAuthenticatedUser();
  const capable = capabilitiesForRole(user.role).canScheduleRecurring;
  const query = useQuery({ ...gameSeriesQueryOptions(gameId), enabled: capable });
  if (!capable || !query.isSuccess) return null;
  if (query.data)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <Repeat aria-hidden className="size-4" />
        Part of a recurring game: {query.data.pattern}.
        <Link to={`/series/${query.data.id}`} className="font-medium text-felt-700 underline">
          View series
        </Link>
      </p>
    );
  if (!repeatable) return null;
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to={`/series/new?gameId=${encodeURIComponent(gameId)}`}>
        <Repeat aria-hidden className="size-4" /> Make Recurring
      </Link>
    </Button>
  );
}
