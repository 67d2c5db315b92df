import { type SandboxRequest, sandboxResponseSchema } from '@pokerhome/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { seasonPath } from './keys.ts';

/** `POST /seasons/{id}/sandbox`: the season's table under another scoring, side by side; nothing is stored. */
export function useSandbox(seasonId: string) {
  return useMutation({
    mutationFn: (body: SandboxRequest) =>
      apiClient.post(`${seasonPath(seasonId)}/sandbox`, body, { schema: sandboxResponseSchema }),
  });
}
