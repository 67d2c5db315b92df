import { leaguesContract, type SandboxRequest } from '@pokerhome/domain';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

/** `POST /seasons/{id}/sandbox`: the season's table under another scoring, side by side; nothing is stored. */
export function useSandbox(seasonId: string) {
  return useEndpointMutation(leaguesContract.sandbox, {
    toCall: (body: SandboxRequest) => ({ params: { id: seasonId }, body }),
  });
}
