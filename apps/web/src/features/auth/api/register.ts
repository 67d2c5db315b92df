import { authContract, authMessages, type RegisterRequest } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { useEstablishSession } from '../hooks/use-establish-session.ts';

/** `POST /auth/register`: creates the account and signs it in (201 `{user}`). */
export function useRegister() {
  const establishSession = useEstablishSession();
  return useEndpointMutation(authContract.register, {
    toCall: (body: RegisterRequest) => ({ body }),
    select: ({ user }) => user,
    onSuccess: (user) => {
      toast.success(authMessages.accountCreated);
      establishSession(user);
    },
    onError: () => {
      toast.error(authMessages.registrationFailed);
    },
  });
}
