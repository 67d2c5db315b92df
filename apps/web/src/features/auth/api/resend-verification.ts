import { messageResponseSchema } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';

/** `POST /auth/resend-verification`: a new link to the signed-in user's address (400 if verified). */
export async function resendVerification() {
  const { message } = await apiClient.post('/auth/resend-verification', undefined, {
    schema: messageResponseSchema,
  });
  return message;
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: (message) => {
      toast.success(message);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
