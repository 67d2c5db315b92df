import { authContract, type ForgotPasswordRequest } from '@pokerhome/domain';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

/** `POST /auth/forgot-password`: the same answer whether or not the address has an account. */
export function useForgotPassword() {
  return useEndpointMutation(authContract.forgotPassword, {
    toCall: (body: ForgotPasswordRequest) => ({ body }),
    select: ({ message }) => message,
  });
}
