import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@pokerhome/domain';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';
import { EmailField } from './account-fields.tsx';

/** Asks for a reset link; the answer is the same for any address, so it is shown as is. */
export function ForgotPasswordForm({ email = '' }: { email?: string }) {
  const forgotMutation = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email },
  });

  if (forgotMutation.isSuccess) {
    return <Alert tone="success">{forgotMutation.data}</Alert>;
  }

  return (
    <form noValidate onSubmit={handleSubmit((values) => forgotMutation.mutate(values))} className="space-y-4">
      {forgotMutation.error ? <Alert>{forgotMutation.error.message}</Alert> : null}
      <EmailField error={errors.email?.message} input={register('email')} />
      <Button type="submit" className="w-full" disabled={forgotMutation.isPending}>
        {forgotMutation.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
