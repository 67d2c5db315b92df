import type { Participant } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { gameQueryOptions } from '../api/game-queries.ts';
import { useMarkNoShow } from '../api/share-link.ts';

/**
 * The host marks a seated player who did not come, once the game has started (docs/players.md,
 * no-shows). Unticking hands the decision back to what the product infers.
 */
export function NoShowToggle({ gameId, p }: { gameId: string; p: Participant }) {
  const game = useQuery(gameQueryOptions(gameId)).data;
  const mark = useMarkNoShow(gameId);
  const started =
    game?.canManage === true &&
    (game.status === 'scheduled' || game.status === 'completed') &&
    new Date(game.scheduledDate).getTime() <= Date.now();
  if (!started || (p.status !== 'accepted' && p.status !== 'confirmed')) return null;
  return (
    <label htmlFor={`no-show-${p.id}`} className="inline-flex items-center gap-1.5 text-sm text-stone-700">
      <Checkbox
        id={`no-show-${p.id}`}
        checked={p.noShow === true}
        disabled={mark.isPending}
        onChange={(e) => mark.mutate({ participantId: p.id, noShow: e.target.checked ? true : null })}
        aria-label={`${p.user.name} did not show up`}
      />
      No-show
    </label>
  );
}
