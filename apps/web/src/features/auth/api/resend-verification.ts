import { contract } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

/** `POST /auth/resend-verification`: a new link to the signed-in user's address (400 if verified). */
export async function resendVerification() {
  const { message } = await api.call(contract.auth.resendVerification);
  return message;
}

/*
 * Toasts are imported on demand: this hook is exported from the auth feature's index, which the
 * first chunk imports, and a static import of sonner would pull it into the landing page's budget.
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: async (message) => {
      (await import('sonner')).toast.success(message);
    },
    onError: async (error) => {
      (await import('sonner')).toast.error(error.message);
    },
  });
}
