import { contract, type DeleteAccountRequest } from '@pokerhome/domain';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-call.ts';
import { forgetOfflineData } from '@/lib/connection.ts';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

export const exportPath = api.url(contract.auth.exportData);

/**
 * `GET /auth/export` is a file download the browser handles itself. The short-lived access cookie
 * may have lapsed, so the session is checked first (the request function refreshes it when needed).
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
    onSuccess: async ({ message }) => {
      // The deleted user's data kept on this device goes first (docs/offline.md).
      await forgetOfflineData();
      // The confirmation goes with the visit: the landing page shows it (it has no toasts).
      await navigate('/landing', { replace: true, state: { notice: message } });
      // Then /landing is loaded afresh (the history entry keeps the confirmation): nothing of the
      // deleted user stays in this tab's memory (the query cache), and the session is never set to
      // null under the settings page, whose guard would send the visitor on to /login (it was still
      // mounted when the navigation resolved: the landing page's render is a transition).
      window.location.reload();
    },
  });
}
