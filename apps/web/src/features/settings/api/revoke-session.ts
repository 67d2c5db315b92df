import { authContract } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { messageToast } from '@/lib/message-toast.ts';
import { sessionsQueryKey } from './sessions-query.ts';

/** `DELETE /auth/sessions/{id}`: that device is signed out at its next request. */
export function useRevokeSession() {
  return useEndpointMutation(authContract.revokeSession, {
    toCall: (id: string) => ({ params: { id } }),
    ...messageToast,
    onError: (error) => {
      toast.error(error.message);
    },
    invalidates: sessionsQueryKey,
  });
}
