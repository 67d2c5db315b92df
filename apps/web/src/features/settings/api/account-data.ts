import { contract, type DeleteAccountRequest } from '@pokerhome/domain';
import { useNavigate } from 'react-router';
import { sessionQueryKey } from '@/features/auth';
import { api } from '@/lib/api-call.ts';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

export const exportPath = api.url(contract.auth.exportData);

/**
 * `GET /auth/export` is a file download the browser handles itself. The short-lived access cookie
 * may have lapsed, so the session is checked first (the API client refreshes it when needed).
 */
export async function downloadMyData(): Promise<void> {
  await api.call(contract.auth.me);
  window.location.assign(exportPath);
}

/** `DELETE /auth/account` with the password: the account and its data are gone at once. */
export function useDeleteAccount() {
  const navigate = useNavigate();
  return useEndpointMutation(contract.auth.deleteAccount, {
    toCall: (body: DeleteAccountRequest) => ({ body }),
    onSuccess: async ({ message }, _body, queryClient) => {
      // Leave the protected page first, or its guard would send us to /login on the null session.
      // The confirmation goes with the visit: the landing page shows it (it has no toasts).
      await navigate('/landing', { replace: true, state: { notice: message } });
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
