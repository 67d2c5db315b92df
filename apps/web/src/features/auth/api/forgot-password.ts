import { contract, type ForgotPasswordRequest } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

/** `POST /auth/forgot-password`: the same answer whether or not the address has an account. */
export async function forgotPassword(body: ForgotPasswordRequest) {
  const { message } = await api.call(contract.auth.forgotPassword, { body });
  return message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
