import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * A styled native <select>: for long lists (time zones) the platform's own picker, with
 * type-to-find and the phone's wheel, beats a custom listbox.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
