import { authContract } from '@pokerhome/domain';
import { sessionQueryKey } from '@/features/auth';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { messageToast } from '@/lib/message-toast.ts';

/** `POST /auth/2fa/disable` with a current code or an unused recovery code. */
export function useDisableTwoFactor() {
  return useEndpointMutation(authContract.twoFactorDisable, {
    toCall: (token: string) => ({ body: { token } }),
    ...messageToast,
    invalidatesInBackground: sessionQueryKey,
  });
}
