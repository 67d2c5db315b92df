import { authMessages, contract, type LoginRequest, type SuccessDataOf } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { useEstablishSession } from '../hooks/use-establish-session.ts';

/** `{user}` once signed in, or a request for the second factor (then the same body plus the code). */
export type LoginAnswer = SuccessDataOf<typeof contract.auth.login>;

/** `POST /auth/login`. */
export function login(body: LoginRequest): Promise<LoginAnswer> {
  return api.call(contract.auth.login, { body });
}

export function useLogin() {
  const establishSession = useEstablishSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!('user' in answer)) return;
      toast.success(authMessages.welcomeBack);
      establishSession(answer.user);
    },
    onError: () => {
      toast.error(authMessages.signInFailed);
    },
  });
}
