import { authMessages, contract, type RegisterRequest } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { useEstablishSession } from '../hooks/use-establish-session.ts';

/** `POST /auth/register`: creates the account and signs it in (201 `{user}`). */
export async function register(body: RegisterRequest) {
  const { user } = await api.call(contract.auth.register, { body });
  return user;
}

export function useRegister() {
  const establishSession = useEstablishSession();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      toast.success(authMessages.accountCreated);
      establishSession(user);
    },
    onError: () => {
      toast.error(authMessages.registrationFailed);
    },
  });
}
