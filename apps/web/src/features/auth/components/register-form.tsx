import { zodResolver } from '@hookform/resolvers/zod';
import {
  type RegisterRequest,
  type RegisterForm as RegisterValues,
  type RegistrableRole,
  registerRequestSchema,
} from '@pokerhome/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FieldError, FormField, fieldControlProps, fieldErrorId } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { useRegister } from '../api/register.ts';
import { applyServerFieldErrors } from '../utils/server-field-errors.ts';
import { authLinkClass } from './auth-heading.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import { RoleCards } from './role-cards.tsx';

const formFields = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'role',
  'acceptTerms',
] as const;

/**
 * Sign-up (docs/security.md) validated by the shared register schema, so the browser shows the same
 * messages the server would answer. `email` and `invitationToken` come from an invitation link.
 */
export function RegisterForm({
  email = '',
  invitationToken,
  role = 'participant',
}: {
  email?: string;
  invitationToken?: string;
  role?: RegistrableRole;
}) {
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<RegisterValues, unknown, RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email,
      password: '',
      confirmPassword: '',
      role,
    },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit((values) =>
    registerMutation.mutate(invitationToken ? { ...values, invitationToken } : values, {
      onError: (error) => {
        applyServerFieldErrors(error, setError, formFields);
        // 409 names no field, but an address already taken is the e-mail field's problem.
        if (isApiError(error) && error.status === 409) setError('email', { message: error.message });
      },
    }),
  );

  const field = (name: (typeof formFields)[number], hint = false) =>
    fieldControlProps(name, { error: errors[name]?.message, hint });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {registerMutation.error ? <Alert>{registerMutation.error.message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="firstName" label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...field('firstName')} {...register('firstName')} />
        </FormField>
        <FormField id="lastName" label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...field('lastName')} {...register('lastName')} />
        </FormField>
      </div>
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...field('email')} {...register('email')} />
      </FormField>
      <FormField
        id="password"
        label="Password"
        error={errors.password?.message}
        hint="8 to 128 characters with a lowercase and an uppercase letter, a number and one of @$!%*?&"
      >
        <PasswordInput autoComplete="new-password" {...field('password', true)} {...register('password')} />
        <PasswordStrengthMeter password={password} />
      </FormField>
      <FormField id="confirmPassword" label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...field('confirmPassword')}
          {...register('confirmPassword')}
        />
      </FormField>
      <RoleCards field={register('role')} error={errors.role?.message} />
      <div>
        <div className="flex items-start gap-2">
          <Checkbox
            id="acceptTerms"
            className="mt-0.5"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? fieldErrorId('acceptTerms') : undefined}
            {...register('acceptTerms')}
          />
          <label htmlFor="acceptTerms" className="text-sm text-stone-700">
            I agree to the{' '}
            <Link to="/terms" target="_blank" rel="noreferrer" className={authLinkClass}>
              Terms of Service
            </Link>
          </label>
        </div>
        <FieldError id="acceptTerms" error={errors.acceptTerms?.message} />
      </div>
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}
