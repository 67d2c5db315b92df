import { type CreateSeriesForm, seriesContract, type UpdateSeriesRequest } from '@pokerhome/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-call.ts';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';

const key = ['series'] as const;
const endpoints = seriesContract;

/** `GET /series`: the host's series. */
export const seriesListQueryOptions = () =>
  queryOptions({
    queryKey: [...key, 'list'],
    queryFn: async ({ signal }) => (await api.call(endpoints.list, { signal })).series,
  });

/** `GET /series/{id}`: one series with its upcoming occurrences. */
export const seriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...key, 'one', id],
    queryFn: async ({ signal }) => (await api.call(endpoints.read, { params: { id }, signal })).series,
    retry: false,
  });

/** `GET /games/{id}/series`: the series a hosted game belongs to, or null. */
export const gameSeriesQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: [...key, 'of-game', gameId],
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.ofGame, { params: { id: gameId }, signal })).series,
  });

/**
 * A series change moves games too: both lists are read again once the call settles, success or
 * failure. `invalidates` takes one key, so the four series mutations share these two callbacks.
 */
function useRefreshSeriesAndGames() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: ['games'] }),
    ]);
  return { onSuccess: refresh, onError: refresh };
}

export function useCreateSeries() {
  return useEndpointMutation(endpoints.create, {
    toCall: (body: CreateSeriesForm) => ({ body }),
    ...useRefreshSeriesAndGames(),
  });
}

export function useUpdateSeries(id: string) {
  return useEndpointMutation(endpoints.updateFuture, {
    toCall: (body: UpdateSeriesRequest) => ({ params: { id }, body }),
    ...useRefreshSeriesAndGames(),
  });
}

export function useSkipOccurrence(id: string) {
  return useEndpointMutation(endpoints.skipOccurrence, {
    toCall: (date: string) => ({ params: { id, date } }),
    ...useRefreshSeriesAndGames(),
  });
}

export function useCancelSeries(id: string) {
  return useEndpointMutation(endpoints.cancel, {
    toCall: () => ({ params: { id } }),
    ...useRefreshSeriesAndGames(),
  });
}
