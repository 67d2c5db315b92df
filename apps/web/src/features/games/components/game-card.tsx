import type { GameSummary } from '@pokerhome/domain';
import { Calendar, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatAmount, formatDateTime } from '@/lib/format.ts';
import { gameStatusLabels, gameStatusTones, participantStatusTones } from '../utils/format.ts';
import { GameHeading } from './game-heading.tsx';
import { IconFact } from './icon-fact.tsx';
import { LiveBadge } from './live-badge.tsx';

// The viewer's own answer, in the words of the join screen.
const rsvpLabels: Record<string, string> = {
  invited: 'Invited',
  accepted: 'Going',
  confirmed: 'Going',
  declined: 'Declined',
  waitlisted: 'Waiting list',
  eliminated: 'Played',
};

const linkButton =
  'inline-flex h-8 items-center justify-center rounded-lg px-3 text-sm font-medium transition-colors';

/** One game of the list: Manage for its host, Join Game for others, View Results once it is past. */
export function GameCard({ game, past, timeZone }: { game: GameSummary; past: boolean; timeZone?: string }) {
  return (
    <Card className="flex w-full flex-col gap-3 p-4">
      <GameHeading game={game} size="card">
        {game.isLive ? (
          <LiveBadge />
        ) : (
          <Badge tone={gameStatusTones[game.status] ?? 'neutral'}>
            {gameStatusLabels[game.status] ?? game.status}
          </Badge>
        )}
      </GameHeading>
      <div className="flex flex-wrap gap-1.5">
        {game.canManage && <Badge tone="success">Hosting</Badge>}
        {game.userParticipantStatus && (
          <Badge tone={participantStatusTones[game.userParticipantStatus]}>
            {rsvpLabels[game.userParticipantStatus]}
          </Badge>
        )}
        <Badge>{game.type === 'tournament' ? 'Tournament' : 'Cash game'}</Badge>
      </div>
      <dl className="grid gap-1.5 text-sm text-stone-700">
        <IconFact icon={Calendar} label="Date and time">
          {formatDateTime(game.scheduledDate, timeZone)}
        </IconFact>
        <IconFact icon={MapPin} label="Location" className="truncate">
          {game.location.name}
        </IconFact>
        <IconFact icon={Users} label="Players">
          {game.confirmedCount}/{game.maxParticipants} players
          {game.waitlistCount > 0 && <span className="text-stone-500"> · {game.waitlistCount} waiting</span>}
        </IconFact>
        <div className="flex items-center gap-2">
          <dt className="font-medium">Buy-in</dt>
          <dd>{formatAmount(game.buyIn.amount, game.buyIn.currency)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        {game.canManage ? (
          <Link
            to={`/games/${game.id}/manage`}
            className={cn(linkButton, 'bg-felt-700 text-white hover:bg-felt-800')}
          >
            Manage
          </Link>
        ) : (
          !past && (
            <Link
              to={`/games/${game.id}/join`}
              className={cn(linkButton, 'bg-felt-700 text-white hover:bg-felt-800')}
            >
              Join Game
            </Link>
          )
        )}
        {game.isLive && (
          <Link
            to={`/games/${game.id}/tournament`}
            className={cn(linkButton, 'bg-white text-stone-900 ring-1 ring-stone-300 hover:bg-stone-50')}
          >
            Open Clock
          </Link>
        )}
        {past && (
          <Link
            to={`/games/${game.id}/results`}
            className={cn(linkButton, 'bg-white text-stone-900 ring-1 ring-stone-300 hover:bg-stone-50')}
          >
            View Results
          </Link>
        )}
      </div>
    </Card>
  );
}
