import { authContract } from '@pokerhome/domain';
import { sessionQueryKey } from '@/features/auth';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

/** `POST /auth/2fa/verify`: a code from the app confirms the pending secret; answers the recovery codes once. */
export function useEnableTwoFactor() {
  return useEndpointMutation(authContract.twoFactorEnable, {
    toCall: (token: string) => ({ body: { token } }),
    select: ({ recoveryCodes }) => recoveryCodes,
    // Not awaited: the recovery codes must reach the screen without waiting for the refetch.
    invalidatesInBackground: sessionQueryKey,
  });
}
