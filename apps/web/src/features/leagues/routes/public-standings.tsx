import { leagueMessages, productName } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Brand } from '@/components/brand.tsx';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { Loading } from '@/components/query-states.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/format.ts';
import { publicStandingsQueryOptions } from '../api/public-standings-query.ts';
import { Awards } from '../components/awards.tsx';
import { StandingsTable } from '../components/standings-table.tsx';

/**
 * /standings/{token}: the season's table for anyone with the secret link, signed out, outside the
 * app's shell. Readable on a phone; on a TV the type grows with the screen. No money is shown.
 */
export default function PublicStandingsPage() {
  const { token = '' } = useParams();
  const query = useQuery({ ...publicStandingsQueryOptions(token), retry: false });
  useDocumentTitle(query.data ? `${query.data.seasonName} standings` : 'Standings');
  return (
    <div className="min-h-dvh bg-surface">
      <header className="bg-felt text-felt-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 xl:py-6">
          <Brand to="/landing" />
          {query.data && (
            <p className="text-sm xl:text-xl">
              {query.data.leagueName} · <span className="font-semibold">{query.data.seasonName}</span>
            </p>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 xl:py-10">
        {query.isPending ? (
          <Loading label="Loading standings" />
        ) : query.isError ? (
          <Alert tone="danger">
            {isApiError(query.error) && query.error.code === 'NOT_FOUND'
              ? leagueMessages.publicLinkNotFound
              : query.error.message}
          </Alert>
        ) : (
          <>
            <div>
              <h1 className="text-2xl font-bold text-stone-900 xl:text-5xl">
                {query.data.seasonName} standings
              </h1>
              <p className="mt-1 text-stone-600 xl:text-2xl">
                {query.data.eventCount} {query.data.eventCount === 1 ? 'event' : 'events'}
                {query.data.lastRecomputedAt && ` · updated ${formatDateTime(query.data.lastRecomputedAt)}`}
              </p>
            </div>
            <Awards value={query.data.awards} seasonOver={query.data.seasonOver} large />
            <section className="rounded-xl border border-stone-200 bg-white shadow-sm">
              {query.data.rows.length === 0 ? (
                <p className="p-6 text-stone-600">
                  The table fills in when the season's first tournament is completed.
                </p>
              ) : (
                <StandingsTable
                  rows={query.data.rows}
                  currency={query.data.currency}
                  minimumEvents={query.data.scoring.minimumEvents}
                  showMoney={false}
                  size="tv"
                />
              )}
            </section>
          </>
        )}
      </main>
      <footer className="px-4 pb-6 text-center text-sm text-stone-500">Kept with {productName}</footer>
    </div>
  );
}
