import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { Brand } from '@/components/brand.tsx';
import { MutationButton } from '@/components/ui/mutation-button.tsx';
import { type SessionUser, UserSummary, useSignOut } from '@/features/auth';
import { cn } from '@/lib/cn.ts';
import { navItemsFor } from './nav-items.ts';

export function Sidebar({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  return (
    <div className="bg-felt flex h-full flex-col text-felt-50">
      <div className="px-5 py-5">
        <Brand to="/dashboard" />
      </div>
      <nav aria-label="Main" className="flex-1 px-3">
        <ul className="space-y-1">
          {navItemsFor(user.role).map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                    isActive ? 'bg-felt-50 text-felt-900' : 'text-felt-100 hover:bg-white/10',
                  )
                }
              >
                <Icon aria-hidden className="size-5" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-felt-700 p-4">
        <UserSummary user={user} look="felt" />
        <MutationButton mutation={signOut} variant="onFelt" size="sm" className="mt-3 w-full">
          <LogOut aria-hidden />
          Sign out
        </MutationButton>
      </div>
    </div>
  );
}
