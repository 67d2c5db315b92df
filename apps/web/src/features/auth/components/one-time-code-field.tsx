import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorTokenSchema } from '@pokerhome/domain';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { type FieldProps, InputField } from '@/components/ui/form-field.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * A box for a code from the authenticator app, in a fixed-width font and offered to the browser's
 * one-time-code fill. With `recovery` a recovery code is also accepted (letters, so no number pad and
 * no capitals or spelling fixes); without it the phone shows a number pad.
 */
export function OneTimeCodeField({
  recovery = false,
  className,
  ...field
}: FieldProps & { recovery?: boolean } & Omit<ComponentProps<'input'>, 'id'>) {
  const keyboard = recovery
    ? { autoCapitalize: 'none', spellCheck: false }
    : { inputMode: 'numeric' as const };
  return (
    <InputField
      autoComplete="one-time-code"
      {...keyboard}
      className={cn('font-mono', className)}
      {...field}
    />
  );
}

/** The form of one code for the field above (sign-in, turning two-factor on or off), checked by the domain's schema. */
export const useOneTimeCodeForm = () =>
  useForm({ resolver: zodResolver(twoFactorTokenSchema), defaultValues: { token: '' } });
