import type { TwoFactorSetup } from '@pokerhome/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { OneTimeCodeField, useOneTimeCodeForm } from '@/features/auth';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { useEnableTwoFactor } from '../api/two-factor-enable.ts';

/** Groups of four are easier to type into an authenticator by hand; apps ignore the spaces. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Step 2 of enabling: scan (or type) the secret, then prove it with a code from the app. */
export function TwoFactorSetupPanel({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const enableMutation = useEnableTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useOneTimeCodeForm();

  const onSubmit = handleSubmit(({ token }) =>
    enableMutation.mutate(token, {
      onSuccess: onEnabled,
      onError: (error) => applyServerFieldErrors(error, setError, ['token']),
    }),
  );
  const formError = enableMutation.error && !errors.token ? enableMutation.error.message : null;

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-700">
        <li>Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy…).</li>
        <li>Or enter the setup key by hand.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={setup.qrCodeDataUrl}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-md border border-stone-200 bg-white p-1"
        />
        <div className="min-w-0 self-stretch">
          <p className="text-sm font-medium text-stone-800">Setup key</p>
          <code
            data-testid="two-factor-secret"
            className="mt-1 block rounded-md bg-stone-100 px-3 py-2 font-mono text-sm break-all text-stone-900"
          >
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <OneTimeCodeField
          id="enableCode"
          label="Code from the app"
          error={errors.token?.message}
          placeholder="123456"
          className="max-w-48 tracking-widest"
          {...register('token')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={enableMutation.isPending}>
            {enableMutation.isPending ? 'Verifying…' : 'Verify and enable'}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
