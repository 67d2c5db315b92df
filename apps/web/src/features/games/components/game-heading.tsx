import type { GameType } from '@pokerhome/domain';
import type { ReactNode } from 'react';
import { GameTypeIcon } from './game-type-icon.tsx';

/**
 * A game's icon, name and host, with what stands at the right (its status, "Full"): the list's card
 * (a small heading, the level under the page's title: headings in order for a screen reader) and
 * the invitee's page (the page's heading).
 */
export function GameHeading({
  game,
  size,
  children,
}: {
  game: { type: GameType; name: string; host: { name: string } };
  size: 'card' | 'page';
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <GameTypeIcon type={game.type} />
      <div className="min-w-0 flex-1">
        {size === 'card' ? (
          <h2 className="truncate font-semibold text-stone-900">{game.name}</h2>
        ) : (
          <h1 className="text-2xl font-bold tracking-tight">{game.name}</h1>
        )}
        <p className={size === 'card' ? 'text-sm text-stone-600' : 'text-stone-600'}>
          Hosted by {game.host.name}
        </p>
      </div>
      {children}
    </div>
  );
}
