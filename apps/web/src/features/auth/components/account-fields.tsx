import type { ComponentProps } from 'react';
import { FormField, fieldControlProps } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';

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
      <FormField id="firstName" label="First name" error={firstError}>
        <Input
          autoComplete="given-name"
          {...fieldControlProps('firstName', { error: firstError })}
          {...firstName}
        />
      </FormField>
      <FormField id="lastName" label="Last name" error={lastError}>
        <Input
          autoComplete="family-name"
          {...fieldControlProps('lastName', { error: lastError })}
          {...lastName}
        />
      </FormField>
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
    <FormField id="email" label="Email" error={error} hint={hint}>
      <Input
        type="email"
        autoComplete="email"
        {...fieldControlProps('email', { error, hint: Boolean(hint) })}
        {...input}
      />
    </FormField>
  );
}
