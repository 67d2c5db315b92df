import { participantSchema, shareLinkResponseSchema, type UpdateShareLinkRequest } from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client.ts';
import { gamesQueryKey } from './game-queries.ts';

const path = (gameId: string, rest: string) => `/games/${encodeURIComponent(gameId)}${rest}`;
const shareLinkQueryKey = (gameId: string) => [...gamesQueryKey, 'share-link', gameId] as const;

/** `GET /games/{id}/share-link`: the host's view of the link and who came in through it. */
export const shareLinkQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: shareLinkQueryKey(gameId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(path(gameId, '/share-link'), { schema: shareLinkResponseSchema, signal }))
        .shareLink,
  });

/** `PUT /games/{id}/share-link`: on/off and the cap; the game's panels refresh with it. */
export function useUpdateShareLink(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateShareLinkRequest) =>
      (await apiClient.put(path(gameId, '/share-link'), body, { schema: shareLinkResponseSchema })).shareLink,
    onSuccess: (shareLink) => queryClient.setQueryData(shareLinkQueryKey(gameId), shareLink),
    onError: (error) => toast.error(error.message),
  });
}

/** `PUT /games/{id}/participants/{pid}/no-show`: the game and the contacts' reliability change. */
export function useMarkNoShow(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ participantId, noShow }: { participantId: string; noShow: boolean | null }) =>
      apiClient.put(
        path(gameId, `/participants/${encodeURIComponent(participantId)}/no-show`),
        { noShow },
        { schema: z.object({ participant: participantSchema }) },
      ),
    onError: (error) => toast.error(error.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gamesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['contacts'] }),
      ]),
  });
}
