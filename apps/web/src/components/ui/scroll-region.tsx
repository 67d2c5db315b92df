import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * A box that scrolls sideways on a phone (a wide table): a named region that takes focus, so a
 * keyboard user can reach it and scroll it with the arrow keys, and a screen reader says what it
 * holds (docs/accessibility.md).
 */
export function ScrollRegion({ label, className, ...props }: ComponentProps<'section'> & { label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
      tabIndex={0}
      className={cn('overflow-x-auto', className)}
      {...props}
    />
  );
}
