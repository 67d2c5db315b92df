import { productName } from '@pokerhome/domain';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { SpadeIcon } from './frame-icons.tsx';

/** The product mark; links to the landing page for visitors and to the dashboard inside the app. */
export function Brand({ to = '/landing', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-chip-400 text-felt-950">
        <SpadeIcon aria-hidden className="size-4" fill="currentColor" />
      </span>
      {productName}
    </Link>
  );
}
