import { contract } from '@pokerhome/domain';
import { toast } from 'sonner';
import { sessionQueryKey } from '@/features/auth';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

/** `POST /auth/2fa/disable` with a current code or an unused recovery code. */
export function useDisableTwoFactor() {
  return useEndpointMutation(contract.auth.twoFactorDisable, {
    toCall: (token: string) => ({ body: { token } }),
    select: ({ message }) => message,
    onSuccess: (message) => {
      toast.success(message);
    },
    invalidatesInBackground: sessionQueryKey,
  });
}
