import { authContract, type ChangePasswordRequest } from '@pokerhome/domain';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { sessionsQueryKey } from './sessions-query.ts';

/** `POST /auth/change-password`: this device stays signed in, every other session is ended. */
export function useChangePassword() {
  return useEndpointMutation(authContract.changePassword, {
    toCall: (body: ChangePasswordRequest) => ({ body }),
    select: ({ message }) => message,
    // The other devices are gone from the list; not awaited so the form can confirm at once.
    invalidatesInBackground: sessionsQueryKey,
  });
}
