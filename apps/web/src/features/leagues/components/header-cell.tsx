import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** A column heading of the leagues' tables: names left, figures right. */
export function HeaderCell({ children, align = 'left' }: { children: ReactNode; align?: 'left' | 'right' }) {
  return (
    <th scope="col" className={cn('px-3 py-2 font-medium', align === 'right' ? 'text-right' : 'text-left')}>
      {children}
    </th>
  );
}
