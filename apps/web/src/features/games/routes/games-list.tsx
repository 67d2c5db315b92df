import { canCreateGames, gameMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Filter, Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { type GamesScope, gamesListQueryOptions } from '../api/game-queries.ts';
import { GameCard } from '../components/game-card.tsx';

function GamesTab({ scope, search, timeZone }: { scope: GamesScope; search: string; timeZone: string }) {
  const query = useQuery(gamesListQueryOptions(scope, search));
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading games" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="danger">
        {gameMessages.loadGamesFailed}{' '}
        <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  if (query.data.games.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 p-10 text-center text-stone-600">
        {scope === 'upcoming' ? gameMessages.noUpcoming : gameMessages.noPast}
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {query.data.games.map((game) => (
        <li key={game.id} className="flex">
          <GameCard game={game} past={scope === 'past'} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}

/** Core spec §2 Games list: search, Upcoming/Past tabs with counts, a card per game. */
export default function GamesListPage() {
  useDocumentTitle('Games');
  const user = useAuthenticatedUser();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [tab, setTab] = useState<GamesScope>('upcoming');
  // Both tabs show their counts; the active tab's answer carries both.
  const counts = useQuery(gamesListQueryOptions(tab, deferred)).data?.counts;

  return (
    <>
      <PageHeader
        title="Games"
        description="Your games and the games you are invited to."
        actions={
          canCreateGames(user.role) ? (
            <Link
              to="/games/new"
              className="inline-flex h-10 items-center gap-2 rounded-lg bg-felt-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-felt-800"
            >
              <Plus aria-hidden className="size-4" /> Create Game
            </Link>
          ) : null
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
          <Input
            type="search"
            aria-label="Search games"
            placeholder="Search by game, host or location"
            className="pl-9"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {/* The spec keeps a Filters button without behaviour (core §2); it says so rather than pretending. */}
        <Button variant="secondary" disabled title="More filters are not available yet">
          <Filter aria-hidden /> Filters
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(v) => setTab(v as GamesScope)}>
        <TabsList>
          <TabsTrigger value="upcoming">Upcoming Games ({counts?.upcoming ?? '…'})</TabsTrigger>
          <TabsTrigger value="past">Past Games ({counts?.past ?? '…'})</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          <GamesTab scope="upcoming" search={deferred} timeZone={user.timeZone} />
        </TabsContent>
        <TabsContent value="past">
          <GamesTab scope="past" search={deferred} timeZone={user.timeZone} />
        </TabsContent>
      </Tabs>
    </>
  );
}
