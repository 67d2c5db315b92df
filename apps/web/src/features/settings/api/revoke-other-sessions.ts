import { authContract } from '@pokerhome/domain';
import { toast } from 'sonner';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { sessionsQueryKey } from './sessions-query.ts';

/** `DELETE /auth/sessions`: every session but this one; answers how many were ended. */
export function useRevokeOtherSessions() {
  return useEndpointMutation(authContract.revokeOtherSessions, {
    select: ({ revoked }) => revoked,
    onSuccess: (revoked) => {
      toast.success(`Signed out ${revoked} other ${revoked === 1 ? 'session' : 'sessions'}`);
    },
    onError: (error) => {
      toast.error(error.message);
    },
    invalidates: sessionsQueryKey,
  });
}
