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
import { FieldError, fieldErrorId } from '@/components/ui/form-field.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { useRegister } from '../api/register.ts';
import { EmailField, NameFields } from './account-fields.tsx';
import { authLinkClass } from './auth-heading.tsx';
import { ChosenPasswordFields } from './password-strength-meter.tsx';
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

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {registerMutation.error ? <Alert>{registerMutation.error.message}</Alert> : null}
      <NameFields errors={errors} firstName={register('firstName')} lastName={register('lastName')} />
      <EmailField error={errors.email?.message} input={register('email')} />
      <ChosenPasswordFields label="Password" password={password} errors={errors} register={register} />
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
