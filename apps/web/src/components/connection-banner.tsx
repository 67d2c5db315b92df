import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * The strip under a signed-in page's top bar that says the page may be behind (offline, the live
 * link down): one look for every such notice, its icon and words given by the one that needs it.
 */
export function ConnectionBanner({
  testId,
  icon: Icon,
  iconClassName,
  tone = 'bg-amber-50',
  children,
}: {
  testId: string;
  icon: LucideIcon;
  iconClassName?: string;
  /** The offline banner, which says more, is a shade stronger. */
  tone?: 'bg-amber-50' | 'bg-amber-100';
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className={cn(
        'flex items-start gap-2 border-b border-amber-300 px-4 py-2 text-sm text-amber-950',
        tone,
      )}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', iconClassName)} />
      <p className="min-w-0">{children}</p>
    </div>
  );
}
