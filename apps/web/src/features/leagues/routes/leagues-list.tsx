import { canRunLeagues } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { LoadFailed, Loading } from '@/components/query-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { leaguePath } from '../api/keys.ts';
import { leaguesQueryOptions } from '../api/leagues-query.ts';

/** /leagues: the leagues you run or play in. */
export default function LeaguesListPage() {
  useDocumentTitle('Leagues');
  const user = useAuthenticatedUser();
  const query = useQuery(leaguesQueryOptions);
  const canCreate = canRunLeagues(user.role);
  return (
    <>
      <PageHeader
        title="Leagues"
        description="Seasons of tournaments with points, standings and awards, computed from the results."
        actions={
          canCreate && (
            <Button asChild>
              <Link to="/leagues/new">
                <Plus aria-hidden /> New league
              </Link>
            </Button>
          )
        }
      />
      {query.isPending ? (
        <Loading label="Loading leagues" />
      ) : query.isError ? (
        <LoadFailed error={query.error} notFound="Leagues could not be loaded" onRetry={query.refetch} />
      ) : query.data.length === 0 ? (
        <Card className="p-8 text-center">
          <Trophy aria-hidden className="mx-auto size-10 text-chip-500" />
          <h2 className="mt-3 text-lg font-semibold">No leagues yet</h2>
          <p className="mx-auto mt-1 max-w-md text-stone-600">
            {canCreate
              ? 'Create a league, add your regulars and a season: every tournament you attach scores by itself.'
              : 'When an organizer adds you to a league, its standings show here.'}
          </p>
          {canCreate && (
            <Button asChild className="mt-4">
              <Link to="/leagues/new">Create your first league</Link>
            </Button>
          )}
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {query.data.map((league) => (
            <li key={league.id}>
              <Link
                to={leaguePath(league.id)}
                className="block h-full rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-felt-600"
              >
                <h2 className="text-lg font-semibold text-stone-900">{league.name}</h2>
                {league.description && (
                  <p className="mt-1 line-clamp-2 text-sm text-stone-600">{league.description}</p>
                )}
                <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
                  <span className="inline-flex items-center gap-1">
                    <Users aria-hidden className="size-4 text-felt-700" /> {league.memberCount}{' '}
                    {league.memberCount === 1 ? 'member' : 'members'}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Trophy aria-hidden className="size-4 text-felt-700" /> {league.seasonCount}{' '}
                    {league.seasonCount === 1 ? 'season' : 'seasons'}
                  </span>
                </p>
                <p className="mt-2 text-xs text-stone-500">
                  {league.canManage ? 'You organize this league' : `Run by ${league.ownerName}`}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
