import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { formatGameDate, formatMoney, gameQueryOptions } from '@/features/games';
import { tournamentQueryOptions } from '@/features/tournament';

/**
 * A game's results: for a tournament, the finishing positions, payouts and net per player (payout
 * minus buy-in); until it finishes, how it stands. Reached from View Results on the games list.
 */
export default function GameResultsPage() {
  const { gameId = '' } = useParams();
  const user = useAuthenticatedUser();
  const game = useQuery(gameQueryOptions(gameId));
  const tournament = useQuery({
    ...tournamentQueryOptions({ kind: 'game', id: gameId }),
    enabled: Boolean(game.data?.hasTournament),
  });
  useDocumentTitle(game.data ? `${game.data.name} results` : 'Results');

  if (game.isPending || (game.data?.hasTournament && tournament.isPending)) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading results" />
      </div>
    );
  }
  if (game.isError) return <Alert tone="danger">{game.error.message}</Alert>;
  const g = game.data;
  const t = tournament.data?.tournament;
  const buyIn = g.buyIn.amount;
  const standings = t
    ? [...t.players].sort(
        (a, b) => (a.finishPosition ?? 0) - (b.finishPosition ?? 0) || a.name.localeCompare(b.name),
      )
    : [];

  return (
    <>
      <Link
        to="/games"
        className="mb-3 inline-flex items-center gap-1 text-sm text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden className="size-4" /> Games
      </Link>
      <PageHeader
        title={`${g.name}: results`}
        description={`${formatGameDate(g.scheduledDate, user.timeZone)} · ${g.location.name}`}
      />
      {g.status === 'cancelled' && <Alert tone="info">This game was cancelled: it has no results.</Alert>}
      {g.type === 'tournament' && !t && g.status !== 'cancelled' && (
        <Alert tone="info">The tournament has not been played yet.</Alert>
      )}
      {t && (
        <Card className="overflow-x-auto p-4">
          {t.status !== 'completed' && (
            <p className="mb-3 text-sm text-stone-600">
              The tournament is still running: {t.playersRemaining} of {t.totalPlayers} players left.
            </p>
          )}
          <table className="w-full text-left text-sm">
            <thead className="text-stone-600">
              <tr>
                <th className="py-2 pr-4 font-medium">Place</th>
                <th className="py-2 pr-4 font-medium">Player</th>
                <th className="py-2 pr-4 font-medium">Payout</th>
                <th className="py-2 font-medium">Net</th>
              </tr>
            </thead>
            <tbody>
              {standings.map((p) => {
                const net = (p.payout ?? 0) - buyIn;
                return (
                  <tr key={p.id} className="border-t border-stone-200">
                    <td className="py-2 pr-4 font-semibold">{p.finishPosition ?? '—'}</td>
                    <td className="py-2 pr-4">{p.name}</td>
                    <td className="py-2 pr-4">{p.payout ? formatMoney(p.payout, g.buyIn.currency) : '—'}</td>
                    <td className={net >= 0 ? 'py-2 text-felt-700' : 'py-2 text-red-700'}>
                      {net >= 0 ? '+' : ''}
                      {formatMoney(net, g.buyIn.currency)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="mt-3 text-xs text-stone-500">
            Net = payout minus the {formatMoney(buyIn, g.buyIn.currency)} buy-in.
          </p>
        </Card>
      )}
      {g.type === 'cash_game' && g.status !== 'cancelled' && (
        <Card className="p-4">
          <h2 className="font-semibold">Players</h2>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {g.participants
              .filter((p) => p.status !== 'declined')
              .map((p) => (
                <li key={p.id}>{p.user.name}</li>
              ))}
          </ul>
          <p className="mt-3 text-sm text-stone-600">
            Cash-game buy-ins and cash-outs are not recorded yet, so there are no amounts to show for this
            game.
          </p>
        </Card>
      )}
    </>
  );
}
