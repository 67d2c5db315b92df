import { canRunLeagues, canUseTemplates, type Role } from '@pokerhome/domain';
import {
  Gamepad2,
  LayoutDashboard,
  LayoutTemplate,
  type LucideIcon,
  Settings,
  Trophy,
  Users,
} from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/** The sidebar; Templates and Leagues only for organizer and admin. */
export function navItemsFor(role: Role): NavItem[] {
  return [
    { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    { to: '/games', label: 'Games', icon: Gamepad2 },
    ...(canUseTemplates(role) ? [{ to: '/templates', label: 'Templates', icon: LayoutTemplate }] : []),
    ...(canRunLeagues(role) ? [{ to: '/leagues', label: 'Leagues', icon: Trophy }] : []),
    { to: '/players', label: 'Players', icon: Users },
    { to: '/settings', label: 'Settings', icon: Settings },
  ];
}
