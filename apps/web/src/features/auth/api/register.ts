import { authMessages, type RegisterRequest, sessionResponseSchema } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client.ts';
import { useEstablishSession } from '../hooks/use-establish-session.ts';

/** `POST /auth/register`: creates the account and signs it in (201 `{user}`). */
export async function register(body: RegisterRequest) {
  const { user } = await apiClient.post('/auth/register', body, { schema: sessionResponseSchema });
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
