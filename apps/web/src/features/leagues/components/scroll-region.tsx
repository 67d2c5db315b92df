import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * A wide table's frame: on a phone it scrolls sideways, and it takes focus so a keyboard user can
 * scroll it with the arrow keys (a named region, announced as such).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={cn('overflow-x-auto', className)}>
      {children}
    </section>
  );
}
