import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { BackLink, PageHeader } from '@/components/page-header.tsx';
import { Loading } from '@/components/query-states.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import {
  ledgerQueryOptions,
  PayoutsPrompt,
  PayoutsTable,
  ReportDownloads,
  SettleUpCard,
} from '@/features/ledger';
import { cn } from '@/lib/cn.ts';
import { formatDateTime, formatMoney } from '@/lib/format.ts';

/**
 * A game's results from its ledger: finishing positions (tournaments), money in, paid out and net per
 * player; payouts or the cash game's settle-up; the report downloads.
 */
export default function GameResultsPage() {
  const { gameId = '' } = useParams();
  const user = useAuthenticatedUser();
  const ledger = useQuery(ledgerQueryOptions(gameId));
  useDocumentTitle(ledger.data ? `${ledger.data.gameName} results` : 'Results');

  if (ledger.isPending) {
    return <Loading label="Loading results" showLabel={false} />;
  }
  if (ledger.isError) return <Alert tone="danger">{ledger.error.message}</Alert>;
  const l = ledger.data;
  const c = (v: number) => formatMoney(v, l.currency);
  const tournament = l.gameType === 'tournament';
  const standings = [...l.players].sort((a, b) =>
    tournament
      ? (a.finishPosition ?? Number.MAX_SAFE_INTEGER) - (b.finishPosition ?? Number.MAX_SAFE_INTEGER) ||
        a.name.localeCompare(b.name)
      : b.netCents - a.netCents,
  );

  return (
    <>
      <BackLink to="/games">Games</BackLink>
      <PageHeader
        title={`${l.gameName}: results`}
        description={formatDateTime(l.scheduledDate, user.timeZone)}
        actions={<ReportDownloads gameId={l.gameId} />}
      />
      <div className="space-y-6">
        {l.gameStatus === 'cancelled' && (
          <Alert tone="info">This game was cancelled: it has no results.</Alert>
        )}
        {tournament && !l.tournament && l.gameStatus !== 'cancelled' && (
          <Alert tone="info">The tournament has not been played yet.</Alert>
        )}
        {l.tournament && l.tournament.status !== 'completed' && (
          <Alert tone="info">The tournament is still running: these are the standings so far.</Alert>
        )}
        <PayoutsPrompt ledger={l} />
        <Card className="overflow-x-auto p-4">
          {standings.length === 0 ? (
            <p className="text-sm text-stone-600">Nobody played in this game.</p>
          ) : (
            <table className="w-full text-left text-sm" aria-label="Results">
              <thead className="text-stone-600">
                <tr>
                  {tournament && <th className="py-2 pr-4 font-medium">Place</th>}
                  <th className="py-2 pr-4 font-medium">Player</th>
                  <th className="py-2 pr-4 text-right font-medium">In</th>
                  <th className="py-2 pr-4 text-right font-medium">{tournament ? 'Payout' : 'Cash-out'}</th>
                  <th className="py-2 text-right font-medium">Net</th>
                </tr>
              </thead>
              <tbody>
                {standings.map((p) => {
                  // A payout the place earned counts before it is recorded (marked until it is).
                  const out = p.outCents + p.payoutOwedCents;
                  const net = p.netCents + p.payoutOwedCents;
                  return (
                    <tr key={p.participantId ?? p.name} className="border-t border-stone-200">
                      {tournament && <td className="py-2 pr-4 font-semibold">{p.finishPosition ?? '—'}</td>}
                      <td className="py-2 pr-4">{p.name}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{c(p.inCents)}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">
                        {out ? c(out) : '—'}
                        {p.payoutOwedCents > 0 && (
                          <span className="block text-xs text-amber-800">not recorded</span>
                        )}
                      </td>
                      <td
                        className={cn(
                          'py-2 text-right font-medium tabular-nums',
                          net >= 0 ? 'text-felt-700' : 'text-red-700',
                        )}
                      >
                        {net > 0 ? '+' : ''}
                        {c(net)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <p className="mt-3 text-xs text-stone-500">
            Net = paid out minus everything put in (buy-ins, {tournament ? 'rebuys, add-ons' : 'top-ups'} and
            fees), as recorded on the game's ledger{tournament ? ', with the payout each place earned' : ''}.
          </p>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{tournament ? 'Payouts' : 'Settle-up'}</CardTitle>
          </CardHeader>
          <CardContent>{tournament ? <PayoutsTable ledger={l} /> : <SettleUpCard ledger={l} />}</CardContent>
        </Card>
        {tournament && l.settleUp && (
          <Card>
            <CardHeader>
              <CardTitle>Settle-up</CardTitle>
            </CardHeader>
            <CardContent>
              <SettleUpCard ledger={l} />
            </CardContent>
          </Card>
        )}
      </div>
    </>
  );
}
