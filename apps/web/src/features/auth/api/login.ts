import { authContract, authMessages, type LoginRequest } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { useEstablishSession } from '../hooks/use-establish-session.ts';

/**
 * `POST /auth/login`: answers `{user}` once signed in, or a request for the second factor (then
 * the same body plus the code).
 */
export function useLogin() {
  const establishSession = useEstablishSession();
  return useEndpointMutation(authContract.login, {
    toCall: (body: LoginRequest) => ({ body }),
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
