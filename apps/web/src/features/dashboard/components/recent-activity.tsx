import type { Activity } from '@pokerhome/domain';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format.ts';

const verbs: Record<Activity['kind'], string> = {
  'rsvp-accepted': 'is going to',
  'rsvp-declined': 'declined',
  waitlisted: 'joined the waiting list of',
  joined: 'joined',
  invited: 'invited a player to',
  'game-created': 'created',
  'game-cancelled': 'cancelled',
  result: 'posted results for',
};

/** The latest RSVPs, joins and results across the user's games. */
export function RecentActivity({ items, timeZone }: { items: Activity[]; timeZone: string }) {
  if (items.length === 0) return <p className="text-sm text-stone-600">No activity yet.</p>;
  return (
    <ul className="space-y-3">
      {items.map((a) => (
        // A long game name wraps anywhere rather than widening a 390 px phone.
        <li key={a.id} className="text-sm [overflow-wrap:anywhere]">
          <span className="font-medium">{a.actorName ?? 'Someone'}</span> {verbs[a.kind]}{' '}
          <Link to={`/games/${a.gameId}/join`} className="text-felt-700 hover:underline">
            {a.gameName}
          </Link>
          <span className="block text-xs text-stone-500">{formatDateTime(a.createdAt, timeZone)}</span>
        </li>
      ))}
    </ul>
  );
}
