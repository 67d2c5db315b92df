import type { BlindLevel, Currency, GameType } from '@pokerhome/domain';
import { Calendar, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { formatAmount, formatDateTime } from '@/lib/format.ts';
import { GameHeading } from './game-heading.tsx';
import { IconFact } from './icon-fact.tsx';
import { StructurePreview } from './structure-preview.tsx';

export type GameDetailsData = {
  name: string;
  type: GameType;
  scheduledDate: string;
  host: { name: string };
  location: { name: string; address: string };
  buyIn: { amount: number; currency: Currency };
  maxParticipants: number;
  confirmedCount: number;
  description: string;
  rules: string[];
  blindStructure: { startingChips: number; levels: BlindLevel[] } | null;
};

/** What an invitee reads before answering: the join screen and the e-mailed link page share it. */
export function GameDetails({ game, timeZone }: { game: GameDetailsData; timeZone?: string }) {
  const spots = Math.max(0, game.maxParticipants - game.confirmedCount);
  return (
    <div className="space-y-5">
      <GameHeading game={game} size="page">
        {spots === 0 && <Badge tone="danger">Full</Badge>}
      </GameHeading>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <IconFact icon={Calendar} label="Date and time">
          {formatDateTime(game.scheduledDate, timeZone)}
        </IconFact>
        <IconFact icon={MapPin} label="Location">
          {game.location.name}
          {game.location.address && <span className="text-stone-600"> · {game.location.address}</span>}
        </IconFact>
        <div>
          <dt className="inline font-medium">Buy-in: </dt>
          <dd className="inline">{formatAmount(game.buyIn.amount, game.buyIn.currency)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Players: </dt>
          <dd className="inline" data-testid="players">
            {game.confirmedCount}/{game.maxParticipants} · {spots} spots remaining
          </dd>
        </div>
      </dl>
      {game.description && <p className="whitespace-pre-line text-stone-800">{game.description}</p>}
      {game.rules.length > 0 && (
        <section aria-labelledby="rules-heading">
          <h2 id="rules-heading" className="font-semibold">
            House rules
          </h2>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-stone-800">
            {game.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </section>
      )}
      {game.type === 'tournament' && game.blindStructure && (
        <StructurePreview structure={game.blindStructure} />
      )}
    </div>
  );
}
