import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * A wide table's frame: on a phone it scrolls sideways, and it takes focus so a keyboard user can
 * scroll it with the arrow keys (a named region, announced as such). It is positioned so the
 * screen-reader-only texts inside (absolutely placed) scroll with it instead of widening the page.
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
    <section aria-label={label} tabIndex={0} className={cn('relative overflow-x-auto', className)}>
      {children}
    </section>
  );
}
