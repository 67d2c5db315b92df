import { authContract, type DeleteAccountRequest } from '@pokerhome/domain';
import { useNavigate } from 'react-router';
import { cancelDeliberateExit, startDeliberateExit } from '@/features/auth';
import { api } from '@/lib/api-call.ts';
import { forgetOfflineData } from '@/lib/connection.ts';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

export const exportPath = api.url(authContract.exportData);

/**
 * `GET /auth/export` is a file download the browser handles itself. The short-lived access cookie
 * may have lapsed, so the session is checked first (the request function refreshes it when needed).
 */
export async function downloadMyData(): Promise<void> {
  await api.call(authContract.me);
  window.location.assign(exportPath);
}

/** `DELETE /auth/account` with the password: the account and its data are gone at once. */
export function useDeleteAccount() {
  const navigate = useNavigate();
  return useEndpointMutation(authContract.deleteAccount, {
    toCall: (body: DeleteAccountRequest) => {
      // From the request on: the session may turn null under this page before /landing commits.
      startDeliberateExit();
      return { body };
    },
    onError: () => cancelDeliberateExit(),
    onSuccess: async ({ message }) => {
      // The deleted user's data kept on this device goes first (docs/offline.md).
      await forgetOfflineData();
      // The confirmation goes with the visit: the landing page shows it (it has no toasts).
      await navigate('/landing', { replace: true, state: { notice: message } });
      // Then /landing is loaded afresh (the history entry keeps the confirmation): nothing of the
      // deleted user stays in this tab's memory (the query cache). Until then the settings page's
      // guard redirects nobody (startDeliberateExit), though the session may turn null under it.
      window.location.reload();
    },
  });
}
