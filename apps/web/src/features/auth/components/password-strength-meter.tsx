import { passwordStrength } from '@pokerhome/domain';
import { type ComponentProps, useState } from 'react';
import { PasswordField } from '@/components/ui/password-input.tsx';
import { cn } from '@/lib/cn.ts';

/** What a new password must be, said under the field where one is chosen. */
export const passwordRuleHint =
  '8 to 128 characters with a lowercase and an uppercase letter, a number and one of @$!%*?&';

const segmentColours = ['bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-lime-600', 'bg-felt-600'] as const;
const labelColours = ['text-red-700', 'text-orange-700', 'text-amber-700', 'text-lime-700', 'text-felt-700'];

/**
 * The strength of a new password (docs/security.md).
 * It advises only: the password rules decide what is accepted. Hidden until something is typed;
 * any character scores a point, so Very Weak is what an emptied field shows.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const [typed, setTyped] = useState(false);
  // Derived during render (React's pattern for state that follows props): no effect, no flash.
  if (password && !typed) setTyped(true);
  if (!typed) return null;
  const { score, label } = passwordStrength(password);
  return (
    <div className="space-y-1">
      {/* The bar repeats the label below for the eye; screen readers read the label. */}
      <div aria-hidden className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={cn('h-1.5 rounded-full', segment <= score ? segmentColours[score] : 'bg-stone-200')}
          />
        ))}
      </div>
      <p data-testid="password-strength" aria-live="polite" className="text-xs text-stone-600">
        Password strength: <span className={cn('font-semibold', labelColours[score])}>{label}</span>
      </p>
    </div>
  );
}

type FieldError = { message?: string } | undefined;

/**
 * A new password with its strength under it, then its confirmation: at sign-up, at a password reset
 * and in the settings. `id` names the new password's field in the form (the confirmation is
 * `confirmPassword`, labelled "Confirm" and the first label); `register` and `errors` are the form's;
 * `meterKey` starts the meter afresh when it changes (after a saved change).
 */
export function NewPasswordFields<Name extends string = 'password'>({
  id = 'password' as Name,
  label,
  hint,
  password,
  meterKey,
  errors,
  register,
}: {
  id?: Name;
  label: string;
  hint?: string;
  password: string;
  meterKey?: number;
  errors: Partial<Record<Name | 'confirmPassword', FieldError>>;
  register: (name: Name | 'confirmPassword') => ComponentProps<'input'>;
}) {
  return (
    <>
      <PasswordField id={id} label={label} error={errors[id]?.message} hint={hint} input={register(id)}>
        <PasswordStrengthMeter key={meterKey} password={password} />
      </PasswordField>
      <PasswordField
        id="confirmPassword"
        label={`Confirm ${label.toLowerCase()}`}
        error={errors.confirmPassword?.message}
        input={register('confirmPassword')}
      />
    </>
  );
}

/** The password chosen at sign-up or at a reset, with the rules it must follow as its hint. */
export function ChosenPasswordFields(
  props: Omit<ComponentProps<typeof NewPasswordFields<'password'>>, 'id' | 'hint' | 'meterKey'>,
) {
  return <NewPasswordFields {...props} hint={passwordRuleHint} />;
}
