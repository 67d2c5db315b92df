import type { ComponentProps } from 'react';
import { InputField } from '@/components/ui/form-field.tsx';
import { PasswordField } from '@/components/ui/password-input.tsx';

type FieldError = { message?: string } | undefined;

/** First and last name side by side, as at sign-up and in the profile; the inputs are what the form registers. */
export function NameFields({
  errors,
  firstName,
  lastName,
}: {
  errors: { firstName?: FieldError; lastName?: FieldError };
  firstName: ComponentProps<'input'>;
  lastName: ComponentProps<'input'>;
}) {
  const firstError = errors.firstName?.message;
  const lastError = errors.lastName?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        id="firstName"
        label="First name"
        error={firstError}
        autoComplete="given-name"
        {...firstName}
      />
      <InputField
        id="lastName"
        label="Last name"
        error={lastError}
        autoComplete="family-name"
        {...lastName}
      />
    </div>
  );
}

/** The account's e-mail address, as at sign-in, sign-up, password reset and in the profile. */
export function EmailField({
  error,
  hint,
  input,
}: {
  error?: string;
  hint?: string;
  input: ComponentProps<'input'>;
}) {
  return (
    <InputField
      id="email"
      label="Email"
      error={error}
      hint={hint}
      type="email"
      autoComplete="email"
      {...input}
    />
  );
}

/**
 * The password the account has now, asked for at sign-in and before a change that needs it
 * (e-mail, password, deletion); filled in by the browser's saved password, never suggested anew.
 */
export function CurrentPasswordField({
  id,
  label = 'Current password',
  error,
  input,
}: {
  id: string;
  label?: string;
  error?: string;
  input: ComponentProps<'input'>;
}) {
  return <PasswordField id={id} label={label} error={error} autoComplete="current-password" input={input} />;
}
