import { type ForgotPasswordRequest, messageResponseSchema } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** `POST /auth/forgot-password`: the same answer whether or not the address has an account. */
export async function forgotPassword(body: ForgotPasswordRequest) {
  const { message } = await apiClient.post('/auth/forgot-password', body, { schema: messageResponseSchema });
  return message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
