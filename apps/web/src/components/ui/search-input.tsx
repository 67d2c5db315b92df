import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { Input } from './input.tsx';

/** A text box with the magnifier inside it on the left: the games list, finding users or a player. */
export function SearchInput({
  wrapperClassName,
  className,
  ...props
}: ComponentProps<'input'> & { wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
      <Input className={cn('pl-9', className)} {...props} />
    </div>
  );
}
