import { authContract, type ResetPasswordRequest } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { sessionQueryKey } from './session-query.ts';

/** `POST /auth/reset-password` with the token from the e-mailed link. */
export function useResetPassword() {
  return useEndpointMutation(authContract.resetPassword, {
    toCall: (body: ResetPasswordRequest) => ({ body }),
    select: ({ message }) => message,
    onSuccess: (message, _variables, queryClient) => {
      // A reset signs out every session, this tab's included: forget the user so /login stays put.
      queryClient.setQueryData(sessionQueryKey, null);
      toast.success(message);
    },
  });
}
