import { type RegistrableRole, registrableRoles, roleLabels } from '@pokerhome/domain';
import { Crown, type LucideIcon, Trophy, User } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, fieldErrorId } from '@/components/ui/form-field.tsx';
import { cn } from '@/lib/cn.ts';

/** The role cards of the register screen (docs/security.md), in the spec's words. */
const roleCards: Record<RegistrableRole, { icon: LucideIcon; features: string[] }> = {
  participant: { icon: User, features: ['Join games', 'Track statistics', 'RSVP'] },
  host: { icon: Crown, features: ['Create games', 'Manage tournaments', 'Track finances'] },
  organizer: { icon: Trophy, features: ['Manage leagues', 'Track points', 'Advanced analytics'] },
};

/** Radio buttons drawn as cards: keyboard arrows and screen readers work as for any radio group. */
export function RoleCards({ field, error }: { field: UseFormRegisterReturn<'role'>; error?: string }) {
  return (
    <fieldset aria-describedby={error ? fieldErrorId('role') : undefined}>
      <legend className="text-sm font-medium text-stone-800">I want to join as</legend>
      <div className="mt-1.5 grid gap-2">
        {registrableRoles.map((role) => {
          const { icon: Icon, features } = roleCards[role];
          return (
            <label
              key={role}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 p-3 transition-colors',
                'hover:border-felt-500 has-checked:border-felt-600 has-checked:bg-felt-50 has-checked:ring-1 has-checked:ring-felt-600',
              )}
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-felt-100 text-felt-800">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-stone-900">{roleLabels[role]}</span>
                <span className="block text-xs text-stone-600">{features.join(' · ')}</span>
              </span>
              <input
                type="radio"
                value={role}
                className="mt-0.5 ml-auto size-4 shrink-0 cursor-pointer accent-felt-700"
                {...field}
              />
            </label>
          );
        })}
      </div>
      <FieldError id="role" error={error} />
    </fieldset>
  );
}
