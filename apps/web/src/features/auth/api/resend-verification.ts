import { authContract } from '@pokerhome/domain';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { messageToast } from '@/lib/message-toast.ts';

/**
 * `POST /auth/resend-verification`: a new link to the signed-in user's address (400 if verified).
 * Toasts are imported on demand (here and in `messageToast`): this hook is exported from the auth
 * feature's index, which the first chunk imports, and a static import of sonner would pull it into
 * the landing page's budget.
 */
export function useResendVerification() {
  return useEndpointMutation(authContract.resendVerification, {
    ...messageToast,
    onError: async (error) => {
      (await import('sonner')).toast.error(error.message);
    },
  });
}
