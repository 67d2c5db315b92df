import { gamesContract, type UpdateShareLinkRequest } from '@pokerhome/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { gamesQueryKey } from './game-queries.ts';

const endpoints = gamesContract;
const shareLinkQueryKey = (gameId: string) => [...gamesQueryKey, 'share-link', gameId] as const;

/** `GET /games/{id}/share-link`: the host's view of the link and who came in through it. */
export const shareLinkQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: shareLinkQueryKey(gameId),
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.shareLink, { params: { id: gameId }, signal })).shareLink,
  });

/** `PUT /games/{id}/share-link`: on/off and the cap; the game's panels refresh with it. */
export function useUpdateShareLink(gameId: string) {
  return useEndpointMutation(endpoints.updateShareLink, {
    toCall: (body: UpdateShareLinkRequest) => ({ params: { id: gameId }, body }),
    select: ({ shareLink }) => shareLink,
    onSuccess: (shareLink, _body, queryClient) =>
      queryClient.setQueryData(shareLinkQueryKey(gameId), shareLink),
    onError: (error) => toast.error(error.message),
  });
}

/** `PUT /games/{id}/participants/{pid}/no-show`: the game and the contacts' reliability change. */
export function useMarkNoShow(gameId: string) {
  const queryClient = useQueryClient();
  // A plain useMutation: it refreshes two reads once settled, and useEndpointMutation's `invalidates` takes one.
  return useMutation({
    mutationFn: ({ participantId, noShow }: { participantId: string; noShow: boolean | null }) =>
      api.call(endpoints.markNoShow, { params: { id: gameId, participantId }, body: { noShow } }),
    onError: (error) => toast.error(error.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gamesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['contacts'] }),
      ]),
  });
}
