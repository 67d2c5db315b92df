import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { fullName, initials, type SessionUser } from '../session-user.ts';

/** How the summary looks: on the sidebar's felt, or larger on a light card. */
const looks = {
  felt: { row: 'gap-3', avatar: 'size-10', name: 'text-sm font-semibold', email: 'text-xs text-felt-200' },
  card: {
    row: 'gap-4',
    avatar: 'size-14 text-lg',
    name: 'font-semibold text-stone-900',
    email: 'text-sm text-stone-600',
  },
};

/** Who is signed in: their initials in a chip-coloured circle, their name and their address. */
export function UserSummary({
  user,
  look,
  children,
}: {
  user: SessionUser;
  look: keyof typeof looks;
  /** Shown under the address. */
  children?: ReactNode;
}) {
  const l = looks[look];
  return (
    <div className={cn('flex items-center', l.row)}>
      <span
        aria-hidden
        className={cn(
          'flex shrink-0 items-center justify-center rounded-full bg-chip-400 font-semibold text-felt-950',
          l.avatar,
        )}
      >
        {initials(user)}
      </span>
      <div className="min-w-0">
        <p className={cn('truncate', l.name)}>{fullName(user)}</p>
        <p className={cn('truncate', l.email)}>{user.email}</p>
        {children}
      </div>
    </div>
  );
}
