import type { SeasonAwards } from '@pokerhome/domain';
import { Crown, Swords, TrendingUp } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

const awards = [
  { key: 'champion', title: 'Champion', icon: Crown },
  { key: 'mostKnockouts', title: 'Most knockouts', icon: Swords },
  { key: 'mostImproved', title: 'Most improved', icon: TrendingUp },
] as const;

/**
 * The season's three awards; an award nobody has earned yet says so rather than hiding. Until the
 * season is over its first is the Leader, not yet the Champion (issue 28).
 */
export function Awards({
  value,
  seasonOver,
  large = false,
}: {
  value: SeasonAwards;
  seasonOver: boolean;
  large?: boolean;
}) {
  return (
    <ul aria-label="Season awards" className="grid gap-3 sm:grid-cols-3">
      {awards.map(({ key, title: awardTitle, icon: Icon }) => {
        const title = key === 'champion' && !seasonOver ? 'Leader' : awardTitle;
        const award = value[key];
        return (
          <li key={key} className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-4">
            <Icon aria-hidden className={cn('shrink-0 text-chip-500', large ? 'size-8' : 'size-6')} />
            <div className="min-w-0">
              <p className={cn('font-medium text-stone-600', large ? 'text-base xl:text-xl' : 'text-sm')}>
                {title}
              </p>
              <p className={cn('truncate font-semibold text-stone-900', large ? 'text-lg xl:text-2xl' : '')}>
                {award ? award.name : 'Not yet awarded'}
              </p>
              {award && (
                <p className={cn('text-stone-600', large ? 'text-base xl:text-xl' : 'text-sm')}>
                  {award.label}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
