import { authContract } from '@pokerhome/domain';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { sessionQueryKey } from './session-query.ts';

/** `POST /auth/verify-email` with the token from the e-mailed link (single use). */
export function useVerifyEmail() {
  return useEndpointMutation(authContract.verifyEmail, {
    toCall: (token: string) => ({ body: { token } }),
    select: ({ message }) => message,
    // A signed-in user's cached record still says "not verified". Not awaited: the page can
    // say "verified" without waiting for that refetch.
    invalidatesInBackground: sessionQueryKey,
  });
}
