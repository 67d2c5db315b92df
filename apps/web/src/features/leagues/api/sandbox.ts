import { contract, type SandboxRequest } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';

/** `POST /seasons/{id}/sandbox`: the season's table under another scoring, side by side; nothing is stored. */
export function useSandbox(seasonId: string) {
  return useMutation({
    mutationFn: (body: SandboxRequest) =>
      api.call(contract.leagues.sandbox, { params: { id: seasonId }, body }),
  });
}
