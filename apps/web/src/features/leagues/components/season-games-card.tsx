import { zodResolver } from '@hookform/resolvers/zod';
import { attachGameRequestSchema, type Season } from '@pokerhome/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { gamesListQueryOptions } from '@/features/games';
import { formatDateTime } from '@/lib/format.ts';
import { useAttachGame } from '../api/attach-game.ts';
import { useDetachGame } from '../api/detach-game.ts';
import { RemoveButton } from './remove-button.tsx';

/**
 * The season's games: completed tournaments count, the others wait. Organizers attach their own
 * tournaments in the season's currency (the server refuses the rest and says why).
 */
export function SeasonGamesCard({ season }: { season: Season }) {
  const user = useAuthenticatedUser();
  const selectId = useId();
  const { register, handleSubmit, reset, watch } = useForm({
    resolver: zodResolver(attachGameRequestSchema),
    defaultValues: { gameId: '' },
  });
  const gameId = watch('gameId');
  const attach = useAttachGame(season.id);
  const detach = useDetachGame(season.id);
  const upcoming = useInfiniteQuery({
    ...gamesListQueryOptions('upcoming', { search: '', type: 'tournament' }),
    enabled: season.canManage,
  });
  const past = useInfiniteQuery({
    ...gamesListQueryOptions('past', { search: '', type: 'tournament' }),
    enabled: season.canManage,
  });
  const attached = new Set(season.games.map((g) => g.gameId));
  const candidates = [
    ...(upcoming.data?.pages[0]?.games ?? []),
    ...(past.data?.pages[0]?.games ?? []),
  ].filter(
    (g) =>
      g.canManage && g.status !== 'cancelled' && g.buyIn.currency === season.currency && !attached.has(g.id),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Games in this season</CardTitle>
        <CardDescription>
          Completed tournaments score. Results come from the tournament and its ledger, so a corrected
          elimination updates the table.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {season.canManage && (
          <form
            className="flex flex-wrap items-end gap-2"
            noValidate
            onSubmit={handleSubmit(({ gameId }) => attach.mutate(gameId, { onSuccess: () => reset() }))}
          >
            <div className="min-w-0 flex-1 basis-64">
              <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium">
                Add a tournament
              </label>
              <NativeSelect id={selectId} {...register('gameId')}>
                <option value="">
                  {candidates.length === 0
                    ? `No tournament of yours in ${season.currency} to add`
                    : 'Choose a tournament'}
                </option>
                {candidates.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name} · {formatDateTime(g.scheduledDate, user.timeZone)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" disabled={!gameId || attach.isPending}>
              <Plus aria-hidden /> Add to season
            </Button>
          </form>
        )}
        {season.games.length === 0 ? (
          <p className="text-sm text-stone-600">
            No games yet.{' '}
            {season.canManage && 'Add a tournament here, or pick this season when you create a game.'}
          </p>
        ) : (
          <ul aria-label="Season games" className="divide-y divide-stone-100">
            {season.games.map((g) => (
              <li key={g.gameId} className="flex flex-wrap items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <Link
                    to={g.counts ? `/games/${g.gameId}/results` : `/games/${g.gameId}/manage`}
                    className="font-medium text-felt-800 hover:underline"
                  >
                    {g.name}
                  </Link>
                  <p className="text-sm text-stone-600">{formatDateTime(g.scheduledDate, user.timeZone)}</p>
                </div>
                {g.counts ? (
                  <Badge tone="success">Counts</Badge>
                ) : (
                  <Badge tone="warning">{g.status === 'cancelled' ? 'Cancelled' : 'Not played yet'}</Badge>
                )}
                {season.canManage && (
                  <RemoveButton
                    label={`Remove ${g.name} from the season`}
                    mutation={detach}
                    item={g.gameId}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
