import type { Tournament } from '@pokerhome/domain';
import { cn } from '@/lib/cn.ts';

/** Who knocked out whom, newest first (the host, every phone and the TV show it). */
export function KnockoutFeed({
  tournament,
  limit = 8,
  large = false,
}: {
  tournament: Tournament;
  limit?: number;
  large?: boolean;
}) {
  const recent = [...tournament.eliminations]
    .sort((a, b) => Date.parse(b.eliminatedAt) - Date.parse(a.eliminatedAt))
    .slice(0, limit);
  return (
    <section aria-label="Knockouts" className={cn(large ? 'space-y-3' : 'space-y-2')}>
      <h2 className={cn('font-semibold', large ? 'text-4xl' : 'text-lg')}>Knockouts</h2>
      {recent.length === 0 ? (
        <p className={cn('text-stone-600', large ? 'text-4xl' : 'text-sm')}>No knockouts yet.</p>
      ) : (
        <ol className={cn('space-y-1', large ? 'text-4xl' : 'text-sm')} data-testid="knockout-feed">
          {recent.map((e) => (
            <li key={e.playerId}>
              <span className="font-semibold">#{e.position}</span> {e.playerName}
              {e.eliminatedByName ? ` knocked out by ${e.eliminatedByName}` : ' is out'}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
