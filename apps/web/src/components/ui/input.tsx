import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900',
        'placeholder:text-stone-400 disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
