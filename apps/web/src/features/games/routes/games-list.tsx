import { canCreateGames, capabilitiesForRole, gameMessages, liveScopes } from '@pokerhome/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FileText, Filter, Plus, Repeat } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { EmptyList, ListQueryFallback } from '@/components/query-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SearchInput } from '@/components/ui/search-input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { useLive } from '@/lib/use-live.tsx';
import {
  type GamesFilters,
  type GamesScope,
  gamesListQueryOptions,
  gamesQueryKey,
} from '../api/game-queries.ts';
import { GameCard } from '../components/game-card.tsx';
import { GamesFilters as FiltersPanel, type GamesFilterValues } from '../components/games-filters.tsx';

function GamesTab({
  scope,
  filters,
  timeZone,
}: {
  scope: GamesScope;
  filters: GamesFilters;
  timeZone: string;
}) {
  const query = useInfiniteQuery(gamesListQueryOptions(scope, filters));
  // The cards render in a transition (a deferred value with an initial one): React yields to the
  // browser while it builds a page of cards instead of holding a phone's main thread for the whole
  // list in one task (docs/performance.md, "The games list's cards in a transition").
  const shown = useDeferredValue(query.data ?? null, null);
  if (query.isPending || query.isError || !shown) {
    return <ListQueryFallback query={query} loading="Loading games" failed={gameMessages.loadGamesFailed} />;
  }
  const games = shown.pages.flatMap((p) => p.games);
  if (games.length === 0) {
    const narrowed = Boolean(filters.search.trim() || filters.type || filters.status);
    return (
      <EmptyList>
        <p className="font-medium text-stone-800">
          {scope === 'upcoming' ? gameMessages.noUpcoming : gameMessages.noPast}
        </p>
        {narrowed && <p className="mt-1 text-sm">Nothing matches the search or filters.</p>}
      </EmptyList>
    );
  }
  return (
    <div className="space-y-4">
      {/* Explicit columns (minmax(0, 1fr)) and shrinkable items: a long game name is cut in its
          card instead of widening the single phone column past the screen. */}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {games.map((game) => (
          <li key={game.id} className="flex min-w-0">
            <GameCard game={game} past={scope === 'past'} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading…' : 'Show more games'}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Games list: search, filters, Upcoming/Past tabs with counts, a card per game. */
export default function GamesListPage() {
  useDocumentTitle('Games');
  const user = useAuthenticatedUser();
  useLive([liveScopes.user(user.id)], [[...gamesQueryKey, 'list']]);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [tab, setTab] = useState<GamesScope>('upcoming');
  const [showFilters, setShowFilters] = useState(false);
  const [picked, setPicked] = useState<GamesFilterValues>({});
  const filters: GamesFilters = { search: deferred, ...picked };
  const active = Number(Boolean(picked.type)) + Number(Boolean(picked.status));
  // Both tabs show their counts; every page of the active tab carries both, under the same filters.
  const counts = useInfiniteQuery(gamesListQueryOptions(tab, filters)).data?.pages[0]?.counts;

  return (
    <>
      <PageHeader
        title="Games"
        description="Your games and the games you are invited to."
        actions={
          canCreateGames(user.role) ? (
            <>
              <Link
                to="/reports"
                className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-50"
              >
                <FileText aria-hidden className="size-4" /> Reports
              </Link>
              {capabilitiesForRole(user.role).canScheduleRecurring && (
                <Link
                  to="/series"
                  className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-50"
                >
                  <Repeat aria-hidden className="size-4" /> Recurring
                </Link>
              )}
              <Link
                to="/games/new"
                className="inline-flex h-10 items-center gap-2 rounded-lg bg-felt-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-felt-800"
              >
                <Plus aria-hidden className="size-4" /> Create Game
              </Link>
            </>
          ) : null
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <SearchInput
          wrapperClassName="min-w-0 flex-1 basis-56"
          type="search"
          aria-label="Search games"
          placeholder="Search by game, host or location"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button
          variant="secondary"
          aria-expanded={showFilters}
          aria-controls="games-filters"
          onClick={() => setShowFilters((v) => !v)}
        >
          <Filter aria-hidden /> Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      </div>
      {showFilters && <FiltersPanel value={picked} onChange={setPicked} />}
      <Tabs value={tab} onValueChange={(v) => setTab(v as GamesScope)}>
        <TabsList>
          <TabsTrigger value="upcoming">Upcoming Games ({counts?.upcoming ?? '…'})</TabsTrigger>
          <TabsTrigger value="past">Past Games ({counts?.past ?? '…'})</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          <GamesTab scope="upcoming" filters={filters} timeZone={user.timeZone} />
        </TabsContent>
        <TabsContent value="past">
          <GamesTab scope="past" filters={filters} timeZone={user.timeZone} />
        </TabsContent>
      </Tabs>
    </>
  );
}
