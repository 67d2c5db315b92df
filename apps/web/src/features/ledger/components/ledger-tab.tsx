import { liveScopes } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { QueryFallback } from '@/components/query-states.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useLive } from '@/lib/use-live.tsx';
import { ledgerQueryOptions } from '../api/ledger.ts';
import { LedgerEntries } from './ledger-entries.tsx';
import { LedgerPlayersTable } from './ledger-players-table.tsx';
import { LedgerSummary } from './ledger-summary.tsx';
import { PayoutsPrompt } from './payouts-prompt.tsx';
import { PayoutsTable } from './payouts-table.tsx';
import { RecordEntryForm } from './record-entry-form.tsx';
import { ReportDownloads } from './report-downloads.tsx';
import { SettleUpCard } from './settle-up-card.tsx';
import { UnpaidBountiesCard } from './unpaid-bounties-card.tsx';

/** The manage page's Ledger tab: the game's money, recorded and never moved. */
export function LedgerTab({ gameId }: { gameId: string }) {
  const ledger = useQuery(ledgerQueryOptions(gameId));
  // A second host's entries and settle-ups show up here as they are recorded.
  useLive([liveScopes.game(gameId)], [ledgerQueryOptions(gameId).queryKey]);
  if (ledger.isPending || ledger.isError)
    return <QueryFallback query={ledger} loading="Loading the ledger…" />;
  const data = ledger.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600">
          Every entry is kept with who recorded it and when; a correction is a new, opposite entry.
        </p>
        <ReportDownloads gameId={gameId} />
      </div>
      <PayoutsPrompt ledger={data} />
      <LedgerSummary ledger={data} />
      <UnpaidBountiesCard ledger={data} />
      {data.canManage && (
        <Card>
          <CardHeader>
            <CardTitle>Record an entry</CardTitle>
            <CardDescription>Leave the amount empty to use the game's price.</CardDescription>
          </CardHeader>
          <CardContent>
            <RecordEntryForm ledger={data} />
          </CardContent>
        </Card>
      )}
      <LedgerPlayersTable ledger={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{data.gameType === 'tournament' ? 'Payouts' : 'Settle-up'}</CardTitle>
            <CardDescription>
              {data.gameType === 'tournament'
                ? 'The payout structure applied to the prize pool, to the cent: the places always add up to the pool.'
                : 'Who pays whom, with the fewest transfers.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {data.gameType === 'tournament' ? <PayoutsTable ledger={data} /> : <SettleUpCard ledger={data} />}
            {data.gameType === 'tournament' && data.settleUp && (
              <div>
                <h4 className="mb-2 font-semibold">Settle-up</h4>
                <SettleUpCard ledger={data} />
              </div>
            )}
          </CardContent>
        </Card>
        <section aria-labelledby="ledger-history" className="space-y-2">
          <h3 id="ledger-history" className="font-semibold">
            History
          </h3>
          <LedgerEntries ledger={data} />
        </section>
      </div>
    </div>
  );
}
