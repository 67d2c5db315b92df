import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/** A native checkbox in the felt colour: works with form libraries' register() as is. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-stone-300 accent-felt-700',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
