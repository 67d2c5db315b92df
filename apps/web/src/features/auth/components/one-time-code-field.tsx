import type { ComponentProps } from 'react';
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
